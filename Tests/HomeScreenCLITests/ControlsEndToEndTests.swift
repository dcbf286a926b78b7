import CellGrid
import Foundation
import HostIO
import Testing
import TestSupport
import WidgetEngine

/// Issue 35's controls row on the real binary in tmux: a control added from the gallery
/// (`g`, `C`, Enter) and saved in the layout file, a toggle pressed with the keyboard (`C`,
/// Enter) and with the mouse (a click, as the terminal reports it), and a control whose
/// intent fails (the Command control running `false`) marked with `!` and explained.
@Suite(.serialized)
struct ControlsEndToEndTests {
    /// Clicks where `label` shows on `screen` (its first cell), as SGR mouse reporting does.
    private func click(_ label: String, on screen: String, in session: TmuxSession) async throws {
        let rows = screen.split(separator: "\n", omittingEmptySubsequences: false)
        let row = try #require(rows.firstIndex { $0.contains(label) }, "no \(label) on the screen:\n\(screen)")
        let line = rows[row]
        let column = DisplayWidth.of(String(line[..<(try #require(line.range(of: label))).lowerBound]))
        try await session.send("\u{1B}[<0;\(column + 1);\(row + 1)M\u{1B}[<0;\(column + 1);\(row + 1)m")
    }

    /// Adds the control at `position` of the controls gallery (`g`, `C`, `j`…, Enter).
    private func add(_ position: Int, named name: String, in session: TmuxSession) async throws {
        try await session.send("g")
        try await session.send("C")
        _ = try await session.waitFor("Controls gallery")
        for _ in 0..<position { try await session.send("j") }
        try await session.send("Enter")
        _ = try await session.waitFor("Added \(name) to the controls row")
    }

    @Test(.enabled(if: TmuxSession.isAvailable)) func addPressByKeyAndClickAndAFailingControl() async throws {
        let root = URL(fileURLWithPath: "/tmp/hs-controls-\(UUID().uuidString.prefix(8))")
        defer { try? FileManager.default.removeItem(at: root) }
        let environment = ExtensionFaultEndToEndTests.environment(root)
        let config = root.appendingPathComponent("config/homescreen")
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        try Data(#"control_command = ["false"]"#.utf8).write(to: config.appendingPathComponent("config.toml"))
        let layoutFile = config.appendingPathComponent("home.toml")
        let layout = HomeLayout(pages: [
            HomePage(items: [
                .widget(WidgetItem(id: WidgetInstanceID(rawValue: "clock-1"), kind: "clock", family: .systemSmall, column: 0, row: 0))
            ])
        ])
        try LayoutFile.save(layout, to: layoutFile)
        let binary = BinaryRunner.productsFolder.appendingPathComponent("homescreen").path
        let session = try await TmuxSession.start(
            command: "\(binary) --clock 2026-11-21T09:41:00Z --speed 0; echo EXIT=$?; sleep 60", environment: environment)
        defer { session.close() }
        _ = try await session.waitFor("9:41")

        // The gallery's controls: the second is Do Not Disturb.
        try await add(1, named: "Do Not Disturb", in: session)
        var screen = try await session.waitFor("Do Not Disturb ○─ Off]")
        #expect(try String(contentsOf: layoutFile, encoding: .utf8).contains(#"controls = ["homescreen.quiet"]"#))

        // The keyboard: C puts it on the row, Enter presses; the toggle flips and stays.
        try await session.send("C")
        try await session.send("Enter")
        screen = try await session.waitFor("Do Not Disturb ━● On]")
        try await session.send("Escape")

        // The mouse: a click on it flips it back.
        try await click("Do Not Disturb", on: screen, in: session)
        screen = try await session.waitFor("Do Not Disturb ○─ Off]")

        // A failing control: the Command control runs `false`; it is marked and says why.
        try await add(4, named: "Command", in: session)
        screen = try await session.waitFor("false not run]")
        try await click("false not run", on: screen, in: session)
        screen = try await session.waitFor("“false” failed: false exited with status 1")
        #expect(screen.contains("false exit 1]!"), "\(screen)")
        #expect(try String(contentsOf: layoutFile, encoding: .utf8).contains(#"controls = ["homescreen.quiet", "homescreen.command"]"#))

        // Pause Reloads (the sixth): pressed, the status line says reloads are paused.
        try await add(5, named: "Pause Reloads", in: session)
        screen = try await session.waitFor("Pause Reloads ○─ Running]")
        try await click("Pause Reloads", on: screen, in: session)
        screen = try await session.waitFor("reloads paused")
        #expect(screen.contains("Pause Reloads ━● Paused]"), "\(screen)")

        // Edit mode reaches the row: e, C, then < moves Pause Reloads before Command.
        try await session.send("e")
        try await session.send("C")
        _ = try await session.waitFor("EDIT controls")
        for _ in 0..<2 { try await session.send("Right") }
        try await session.send("<")
        _ = try await session.waitFor("Paused] [")
        #expect(
            try String(contentsOf: layoutFile, encoding: .utf8).contains(
                #"controls = ["homescreen.quiet", "homescreen.pause", "homescreen.command"]"#))
    }
}

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
        try await session.send("g")
        try await session.send("C")
        _ = try await session.waitFor("Controls gallery")
        try await session.send("j")
        try await session.send("Enter")
        _ = try await session.waitFor("Added Do Not Disturb to the controls row")
        var screen = try await session.waitFor("Do Not Disturb ○─ Off]")
        #expect(try String(contentsOf: layoutFile, encoding: .utf8).contains(#"controls = ["homescreen.quiet"]"#))

        // The keyboard: C puts it on the row, Enter presses; the toggle flips and stays.
        try await session.send("C")
        try await session.send("Enter")
        screen = try await session.waitFor("Do Not Disturb ━● On]")
        try await session.send("Escape")

        // The mouse: a click on it flips it back.
        try await session.click("Do Not Disturb", on: screen)
        screen = try await session.waitFor("Do Not Disturb ○─ Off]")

        // A failing control: the Command control runs `false`; it is marked and says why.
        try await session.send("g")
        try await session.send("C")
        _ = try await session.waitFor("Controls gallery")
        for _ in 0..<4 { try await session.send("j") }
        try await session.send("Enter")
        _ = try await session.waitFor("Added Command to the controls row")
        screen = try await session.waitFor("false not run]")
        try await session.click("false not run", on: screen)
        screen = try await session.waitFor("“false” failed: false exited with status 1")
        #expect(screen.contains("false exit 1]!"), "\(screen)")
        #expect(try String(contentsOf: layoutFile, encoding: .utf8).contains(#"controls = ["homescreen.quiet", "homescreen.command"]"#))
    }
}

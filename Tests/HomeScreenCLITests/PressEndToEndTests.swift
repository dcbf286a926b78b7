import CellGrid
import Foundation
import HostIO
import Testing
import TestSupport
import WidgetEngine

/// Issue 34's presses on the real binary in tmux: a Swift extension (`@main` WidgetBundle,
/// `homescreen-port-extension`) and a Python one (`Examples/Extensions/hello.py`), installed
/// with `homescreen extension add`, each pressed with the keyboard (Tab, Enter, Space) and the
/// mouse (a click, as the terminal reports it), each press followed by the widget's new
/// timeline on the screen; a toggle whose intent fails flips back, marks the tile and says why.
/// One at a time: each starts extension programs on a shared machine.
@Suite(.serialized)
struct PressEndToEndTests {
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples/Extensions")

    /// Installs `program` (with `arguments`) as extension `name` into a home under `root`,
    /// places `kind` medium at the top left, and starts the home screen in tmux.
    private func start(_ program: [String], name: String, kind: String, root: URL) async throws -> TmuxSession {
        let environment = ExtensionFaultEndToEndTests.environment(root)
        let added = try await BinaryRunner.run(
            ["extension", "add", program[0], "--name", name, "--"] + program.dropFirst(), environment: environment)
        try #require(added.status == 0, "\(added.stdout)\(added.stderr)")
        let layout = HomeLayout(pages: [
            HomePage(items: [
                .widget(WidgetItem(id: WidgetInstanceID(rawValue: "\(kind)-1"), kind: kind, family: .systemMedium, column: 0, row: 0))
            ])
        ])
        try LayoutFile.save(layout, to: root.appendingPathComponent("config/homescreen/home.toml"))
        let binary = BinaryRunner.productsFolder.appendingPathComponent("homescreen").path
        return try await TmuxSession.start(
            command: "\(binary) --clock 2026-11-21T09:41:00Z --speed 0; echo EXIT=$?; sleep 60", environment: environment)
    }

    /// The row of `screen` showing `label`.
    private func line(_ label: String, in screen: String) -> String {
        screen.split(separator: "\n").first { $0.contains(label) }.map(String.init) ?? ""
    }

    @Test(.enabled(if: ExtensionFaultEndToEndTests.isAvailable)) func aSwiftExtensionsButtonAndTogglesByKeyAndClick() async throws {
        let root = URL(fileURLWithPath: "/tmp/hs-press-\(UUID().uuidString.prefix(8))")
        defer { try? FileManager.default.removeItem(at: root) }
        let program = BinaryRunner.productsFolder.appendingPathComponent("homescreen-port-extension").path
        let session = try await start([program], name: "port", kind: "tally", root: root)
        defer { session.close() }
        var screen = try await session.waitFor("0 presses")
        #expect(screen.contains("lamp off"))

        // The keyboard: Tab to the button, Enter; then Tab to the toggle, Space.
        try await session.send("Tab")
        try await session.send("Enter")
        screen = try await session.waitFor("1 presses")
        try await session.send("Tab")
        try await session.send("Space")
        screen = try await session.waitUntil("the lamp on, from the new timeline") { $0.contains("lamp on") }
        #expect(line("Lamp", in: screen).contains("━●"), "\(screen)")

        // The mouse: a click on the button, then on the toggle.
        try await session.click("Count", on: screen)
        screen = try await session.waitFor("2 presses")
        try await session.click("Lamp", on: screen)
        screen = try await session.waitUntil("the lamp off, from the new timeline") { $0.contains("lamp off") }
        #expect(line("Lamp", in: screen).contains("○─"), "\(screen)")

        // A failing intent: the toggle flips back, the tile is marked, the toast says why.
        try await session.click("Fuse", on: screen)
        screen = try await session.waitFor("“Fuse” failed: the fuse is blown")
        #expect(line("Fuse", in: screen).contains("○─"), "\(screen)")
        let rows = screen.split(separator: "\n")
        let cap = try #require(rows.firstIndex { $0.contains("╭") })
        #expect(rows[cap + 1].hasSuffix("!"), "the tile's top right corner is marked:\n\(screen)")

        try await session.send("q")
        _ = try await session.waitFor("EXIT=0")
        let log = try String(contentsOf: root.appendingPathComponent("state/homescreen/homescreen.log"), encoding: .utf8)
        #expect(log.contains("tally: “Fuse” failed: the fuse is blown"), "\(log)")
    }

    @Test(.enabled(if: ExtensionFaultEndToEndTests.isAvailable)) func aPythonExtensionsButtonAndToggleByKeyAndClick() async throws {
        let root = URL(fileURLWithPath: "/tmp/hs-press-\(UUID().uuidString.prefix(8))")
        defer { try? FileManager.default.removeItem(at: root) }
        let python = try #require(ExtensionFaultEndToEndTests.python)
        let session = try await start(
            [python, Self.examples.appendingPathComponent("hello.py").path], name: "hello", kind: "hello", root: root)
        defer { session.close() }
        var screen = try await session.waitFor("Waved 0 times")

        try await session.send("Tab")
        try await session.send("Enter")
        screen = try await session.waitFor("Waved 1 times")
        try await session.send("Tab")
        try await session.send("Space")
        screen = try await session.waitFor("HELLO, WORLD!")

        try await session.click("[Wave]", on: screen)
        screen = try await session.waitFor("Waved 2 times")
        try await session.click("Loud", on: screen)
        screen = try await session.waitFor("Hello, world!")
        #expect(line("Loud", in: screen).contains("○─"), "\(screen)")

        try await session.send("q")
        _ = try await session.waitFor("EXIT=0")
    }
}

import Foundation
import Testing
import TestSupport

/// Settings read only at the start (issue 39): while the real binary runs, `homescreen
/// extension add` and a new `config.toml` are noticed at once, and the status line says a
/// restart applies them; the problems box says how. A restart then shows the extension's widget
/// in the gallery.
struct SettingsWatchEndToEndTests {
    @Test(.enabled(if: TmuxSession.isAvailable && ExtensionFaultEndToEndTests.python != nil))
    func anExtensionAddedAndAConfigWrittenWhileRunningAskForARestart() async throws {
        let root = URL(fileURLWithPath: "/tmp/hs-settings-\(UUID().uuidString.prefix(8))")
        defer { try? FileManager.default.removeItem(at: root) }
        let environment = ExtensionFaultEndToEndTests.environment(root)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("home"), withIntermediateDirectories: true)
        let binary = BinaryRunner.productsFolder.appendingPathComponent("homescreen").path
        let command = "\(binary) --clock 2026-11-21T09:41:00Z --speed 0; echo EXIT=$?; sleep 60"
        let session = try await TmuxSession.start(command: command, environment: environment)
        defer { session.close() }
        _ = try await session.waitFor("09:41")
        #expect(try await !session.screen().contains("restart"))

        let script = ExtensionInstallTests.examples.appendingPathComponent("hello.py").path
        let added = try await BinaryRunner.run(["extension", "add", script], environment: environment)
        #expect(added.status == 0, "\(added.stderr)")
        _ = try await session.waitFor("↻ restart to apply installed extensions (!)")

        let config = root.appendingPathComponent("config/homescreen/config.toml")
        try FileManager.default.createDirectory(at: config.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "mouse = false\n".write(to: config, atomically: true, encoding: .utf8)
        _ = try await session.waitFor("↻ restart to apply installed extensions, config.toml (!)")
        try await session.send("!")
        _ = try await session.waitUntil("the restart in the box") {
            LayoutFileSafetyTests.boxText($0).contains(
                "config.toml changed since the start: quit (q) and start homescreen again to apply it")
        }
        try await session.send("Escape")
        try await session.send("q")
        _ = try await session.waitFor("EXIT=0")
    }
}

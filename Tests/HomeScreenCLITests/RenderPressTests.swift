import Foundation
import Testing
import TestSupport

/// `homescreen render --press`: a widget's buttons and toggles pressed headless, as an author
/// tests them without a screen.
struct RenderPressTests {
    private func scratch() throws -> URL {
        let folder = URL(fileURLWithPath: "/tmp/hs-press-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func aCheckboxChecksTheItemOffInTheFile() async throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let todo = folder.appendingPathComponent("todo.txt")
        try "Call the bank due:2026-11-21\nBuy oat milk\n".write(to: todo, atomically: true, encoding: .utf8)
        let result = try await BinaryRunner.run([
            "render", "reminders", "--family", "medium", "--config", "path=\(todo.path)", "--at", "2026-11-21T09:41Z",
            "--color", "never", "--press", "oat milk",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try String(contentsOf: todo, encoding: .utf8) == "Call the bank due:2026-11-21\nx 2026-11-21 Buy oat milk\n")
        #expect(result.stdout.contains("☐ ● Call the bank") && !result.stdout.contains("oat milk"))
    }

    @Test func aControlIsChosenByNumberOrWordAndAnUnknownOneIsNamed() async throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let missing = try await BinaryRunner.run(["render", "timer", "--at", "2026-11-21T09:41Z", "--press", "Stop"])
        #expect(missing.status != 0)
        #expect(missing.stderr.contains("--press Stop: no such button or toggle; its controls are 1 “Start”"))
        let started = try await BinaryRunner.run(
            ["render", "timer", "--family", "medium", "--at", "2026-11-21T09:41Z", "--color", "never", "--press", "1"],
            environment: ["XDG_STATE_HOME": folder.path])
        #expect(started.status == 0)
        #expect(started.stdout.contains("Running") && started.stdout.contains("[Pause] [Reset]"))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("homescreen/timers/Timer.json").path))
    }
}

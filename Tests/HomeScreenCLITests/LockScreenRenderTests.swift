import CellGrid
import Foundation
@testable import HostIO
import Testing
import TestSupport
import WidgetEngine

/// `homescreen render --lock-screen` and `--standby`: the lock screen and StandBy, headless,
/// at any size, as the home screen draws them.
struct LockScreenRenderTests {
    /// The demo layout with a lock screen and StandBy of widgets whose content depends only
    /// on the instant, in a file.
    private func layoutFile() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("hs-lock-\(UUID().uuidString.prefix(8)).toml")
        let countdown: ConfigValues = ["title": .string("Launch"), "date": .string("2026-12-24T18:00:00Z")]
        var layout = HomeLayout.demo
        layout.lockScreen = LockScreenLayout(
            inline: WidgetItem(
                id: WidgetInstanceID(rawValue: "inline"), kind: "countdown", family: .accessoryInline, configuration: countdown),
            widgets: [
                WidgetItem(
                    id: WidgetInstanceID(rawValue: "rect"), kind: "countdown", family: .accessoryRectangular, configuration: countdown)
            ])
        layout.standBy = StandByLayout(stacks: [
            StandByLayout.stack(
                0,
                members: [
                    WidgetItem(id: WidgetInstanceID(rawValue: "sb"), kind: "countdown", family: .systemSmall, configuration: countdown)
                ])
        ])
        try LayoutFile.save(layout, to: url)
        return url
    }

    @Test func theLockScreenIsDrawnAtTheSizeAsked() async throws {
        let layout = try layoutFile()
        defer { try? FileManager.default.removeItem(at: layout) }
        let result = try await BinaryRunner.run([
            "render", "--lock-screen", "--width", "60", "--height", "20", "--layout", layout.path, "--at", "2026-11-21T09:41:00Z",
            "--color", "never",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty)
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        #expect(lines.count == 20)
        #expect(lines.allSatisfy { DisplayWidth.of($0) == 60 })
        Snapshot.assert(result.stdout, named: "render-lock-screen-60x20")
        let color = try await BinaryRunner.run(["render", "--lock-screen", "--layout", layout.path, "--color", "always"])
        #expect(color.status == 0, "\(color.stderr)")
        #expect(color.stdout.contains("\u{1B}["))
        #expect(color.stdout.split(separator: "\n").count == 40)
    }

    @Test func standByIsDrawnAndMistakesAreSaid() async throws {
        let layout = try layoutFile()
        defer { try? FileManager.default.removeItem(at: layout) }
        let standBy = try await BinaryRunner.run([
            "render", "--standby", "--width", "80", "--height", "24", "--layout", layout.path, "--at", "2026-11-21T09:41:00Z",
            "--color", "never",
        ])
        #expect(standBy.status == 0, "\(standBy.stderr)")
        #expect(standBy.stdout.contains("Launch"))
        let both = try await BinaryRunner.run(["render", "--lock-screen", "--page", "1"])
        #expect(both.status != 0)
        #expect(both.stderr.contains("--page, --lock-screen and --standby: choose one"))
        let kind = try await BinaryRunner.run(["render", "clock", "--lock-screen"])
        #expect(kind.stderr.contains("--lock-screen draws a whole screen; leave out the widget kind"))
    }
}

import Foundation
import Testing
import TestSupport

/// The real binary with `hour_cycle` in `config.toml` (issue 39: the status bar said 00:40 and
/// a widget 12:40 AM under one locale): every time on the screen in the 12-hour cycle.
struct HourCycleEndToEndTests {
    @Test(.enabled(if: TmuxSession.isAvailable)) func theConfigsHourCycleIsTheWholeScreens() async throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("hs-hours-\(UUID().uuidString.prefix(8))")
        let folder = root.appendingPathComponent("config/homescreen")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try "hour_cycle = \"h12\"\n".write(to: folder.appendingPathComponent("config.toml"), atomically: true, encoding: .utf8)
        let session = try await TmuxSession.startHomeScreen(in: root, width: 100, height: 40)
        defer { session.close() }
        // The status bar, the clock (AM beside its zone: block digits draw none), the world
        // clocks of page 2 beside page 1, and the sun's times.
        let screen = try await session.waitUntil("12-hour times") {
            $0.contains(" 9:41 AM  page") && $0.contains("GMT  AM") && $0.contains("+0h 9:41 AM") && $0.contains("Sunrise 7:29 AM")
        }
        #expect(!screen.contains("09:41"))
        try await session.send("q")
        _ = try await session.waitFor("EXIT=0")
    }
}

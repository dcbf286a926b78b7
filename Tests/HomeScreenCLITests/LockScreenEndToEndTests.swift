import Foundation
import HostIO
import Testing
import TestSupport

/// The real binary in tmux: the lock screen and StandBy reached by flag and by key, their
/// edit modes saving the layout file, and the way back to the pages.
struct LockScreenEndToEndTests {
    /// A fresh folder for one run's config and state.
    func makeRoot() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("hs-lock-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        return root
    }

    /// The layout file's text once `isReached` holds for it (polled as the screen is).
    func waitForLayout(in root: URL, _ what: String, _ isReached: (String) -> Bool) async throws -> String {
        let file = root.appendingPathComponent("config/homescreen/home.toml")
        var last = ""
        for _ in 0..<400 {
            last = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
            if isReached(last) { return last }
            try await Task.sleep(for: .milliseconds(50))
        }
        throw TmuxSession.Timeout(expected: what, screen: last)
    }

    @Test(.enabled(if: TmuxSession.isAvailable)) func theLockScreenByFlagAndByKeyWithItsEditMode() async throws {
        let root = try makeRoot()
        defer { try? FileManager.default.removeItem(at: root) }
        let session = try await TmuxSession.startHomeScreen(in: root, width: 100, height: 30, arguments: ["--lock-screen"])
        defer { session.close() }
        // The default lock screen: the countdown inline above the time in block digits.
        let lock = try await session.waitUntil("the lock screen") { $0.contains("⏎ unlock") && $0.contains("New Year in") }
        #expect(lock.contains("┏━┓ ┏━┓ ▄ ╻ ╻"))
        // Edit: the empty place after the battery, the first widget of the list.
        try await session.send("e")
        try await session.send("Right")
        try await session.send("Enter")
        _ = try await session.waitFor("Widget below the time")
        try await session.send("Enter")
        let saved = try await waitForLayout(in: root, "the new widget saved") { $0.components(separatedBy: "[[lock.widget]]").count == 3 }
        // battery-1 and battery-2 are the pages'.
        #expect(saved.contains("[[lock.widget]]\nid = \"battery-3\"\nkind = \"battery\"\nfamily = \"circular\""))
        // Done, unlocked: the pages; L locks again.
        try await session.send("Escape")
        try await session.send("Enter")
        _ = try await session.waitFor("pages 1-2/")
        try await session.send("L")
        _ = try await session.waitFor("⏎ unlock")
        try await session.send("q")
        _ = try await session.waitFor("EXIT=0")
    }

    @Test(.enabled(if: TmuxSession.isAvailable)) func standByByFlagAndByKeyWithItsClockNightModeAndEditMode() async throws {
        let root = try makeRoot()
        defer { try? FileManager.default.removeItem(at: root) }
        let session = try await TmuxSession.startHomeScreen(in: root, width: 100, height: 30, arguments: ["--standby"])
        defer { session.close() }
        _ = try await session.waitUntil("StandBy") { $0.contains("c clock") && $0.contains("New Year") }
        try await session.send("c")
        _ = try await session.waitFor("████████████")
        try await session.send("n")
        try await session.send("c")
        try await session.send("e")
        _ = try await session.waitFor("Left stack  Smart Rotate on")
        try await session.send("Enter")
        _ = try await session.waitFor("Add to the left stack")
        try await session.send("Enter")
        let saved = try await waitForLayout(in: root, "the new member saved") {
            $0.contains("[[standby.stack.member]]\nid = \"") && $0.contains("-1\"")
        }
        #expect(saved.contains("id = \"standby-clock\""))
        try await session.send("Escape")
        try await session.send("Escape")
        _ = try await session.waitFor("pages 1-2/")
        try await session.send("S")
        _ = try await session.waitFor("c clock")
        try await session.send("q")
        _ = try await session.waitFor("EXIT=0")
    }
}

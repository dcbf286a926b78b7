import Foundation
import HostIO
import Testing
import TestSupport

/// The real binary in a wide tmux window: the default layout's pages side by side, the
/// selection crossing to the page beside, and a resize that keeps it.
struct WideTerminalEndToEndTests {
    @Test(.enabled(if: TmuxSession.isAvailable)) func theDefaultLayoutFillsAWideTerminal() async throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("hs-wide-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let session = try await TmuxSession.startHomeScreen(in: root, width: 240, height: 70)
        defer { session.close() }
        // All four pages of the default layout at once, their dots filled.
        let wide = try await session.waitUntil("four pages side by side") { $0.contains("pages 1-4/4") && $0.contains("New Year") }
        #expect(wide.contains("● ● ● ●"))
        // Right from the clock to the stack (page 1), then to page 2's large clock.
        try await session.send("Right")
        try await session.send("Right")
        // Narrow: one page shows, the page of the selection (page 2).
        try await session.resize(width: 80, height: 40)
        _ = try await session.waitFor("page 2/4")
        try await session.resize(width: 240, height: 70)
        _ = try await session.waitFor("pages 1-4/4")
        try await session.send("q")
        _ = try await session.waitFor("EXIT=0")
    }
}

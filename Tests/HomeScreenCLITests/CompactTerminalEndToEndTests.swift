import Foundation
import HostIO
import Testing
import TestSupport

/// The real binary in an 80x24 tmux window (issue 39: it showed one row of widgets and never a
/// large one): the page scrolls to every placed widget, a mark says there is more, and a large
/// widget is shown whole and offered by the gallery.
struct CompactTerminalEndToEndTests {
    @Test(.enabled(if: TmuxSession.isAvailable)) func everyWidgetOfTheDefaultLayoutIsReachableAtEightyByTwentyFour() async throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("hs-compact-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let session = try await TmuxSession.startHomeScreen(in: root, width: 80, height: 24)
        defer { session.close() }
        // Page 1: the clock and the stack, the calendar below them, a mark that there is more.
        let top = try await session.waitUntil("page 1 with a scroll mark") {
            $0.contains("page 1/4") && $0.contains("▼ more") && $0.contains("No calendars")
        }
        #expect(!top.contains("▲ more") && !top.contains("System"))
        // Down from the clock to the calendar, then to the system monitor scrolled into view.
        try await session.send("Down")
        try await session.send("Down")
        let bottom = try await session.waitUntil("the system monitor scrolled into view") {
            $0.contains("▣ System") && $0.contains("▲ more")
        }
        #expect(!bottom.contains("▼ more") && !bottom.contains("GMT"))
        // Up again: back to the top of the page.
        try await session.send("Up")
        try await session.send("Up")
        _ = try await session.waitUntil("the clock scrolled back") { $0.contains("GMT") && $0.contains("▼ more") && !$0.contains("▲ more") }
        // Page 2: the large clock whole (its last world clock shows), nothing "needs a larger terminal".
        try await session.send("]")
        let large = try await session.waitUntil("page 2's large clock") { $0.contains("page 2/4") && $0.contains("Sydney") }
        #expect(!large.contains("needs a larger terminal"))
        // The gallery offers large, and adds it where it shows whole.
        try await session.send("g")
        _ = try await session.waitFor("Add a widget")
        try await session.send("Right")
        try await session.send("Right")
        _ = try await session.waitFor("─ large ─")
        try await session.send("Enter")
        _ = try await session.waitUntil("the large clock added, whole") { $0.contains("Added Clock (large)") && $0.contains("Sydney") }
        try await session.send("q")
        _ = try await session.waitFor("EXIT=0")
    }
}

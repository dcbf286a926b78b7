import Foundation
import HostIO
import Testing
import TestSupport
import WidgetEngine

/// Readline's keys in the configuration sheet's text fields on the real binary in tmux
/// (issue 39): Alt-B, Ctrl-K, Ctrl-A and typing at the cursor edit the countdown's title, the
/// cursor shows as a cell in reverse of its line, and Enter saves what was edited.
struct ConfigurationTextEndToEndTests {
    @Test(.enabled(if: TmuxSession.isAvailable)) func readlineKeysEditATitleWithAVisibleCursor() async throws {
        let root = URL(fileURLWithPath: "/tmp/hs-text-\(UUID().uuidString.prefix(8))")
        defer { try? FileManager.default.removeItem(at: root) }
        let layoutFile = root.appendingPathComponent("config/homescreen/home.toml")
        try LayoutFile.save(
            HomeLayout(pages: [
                HomePage(items: [
                    .widget(WidgetItem(id: WidgetInstanceID(rawValue: "countdown-1"), kind: "countdown", family: .systemSmall))
                ])
            ]), to: layoutFile)
        let session = try await TmuxSession.startHomeScreen(in: root)
        defer { session.close() }
        _ = try await session.waitFor("New Year")
        try await session.send("e")
        try await session.send("Enter")
        _ = try await session.waitFor("Configure Countdown")
        // "New Year" → "New Year Eve"; two words back, the rest killed, "Day" typed there.
        try await session.send(" Eve")
        try await session.send("M-b")
        try await session.send("M-b")
        try await session.send("C-k")
        try await session.send("Day")
        _ = try await session.waitFor("New Day")
        // To the start: the cursor is the first letter, drawn out of the line's reverse.
        try await session.send("C-a")
        let colored = try await waitUntilColored(session) { $0.contains("N\u{1B}[7mew Day") }
        #expect(colored.contains("N\u{1B}[7mew Day"))
        try await session.send("The ")
        _ = try await session.waitFor("The New Day")
        try await session.send("Enter")
        _ = try await session.waitUntil("the sheet closed") { !$0.contains("Configure Countdown") }
        let saved = try LayoutFile.load(layoutFile, catalog: nil)
        guard case let .widget(widget)? = saved.pages.first?.items.first else { throw Failure("no widget in \(saved)") }
        #expect(widget.configuration["title"] == .string("The New Day"))
        try await session.send("Escape")
        try await session.send("q")
        _ = try await session.waitFor("EXIT=0")
    }

    struct Failure: Error {
        var message: String
        init(_ message: String) { self.message = message }
    }

    /// The colored screen once `isReached` holds for it; polls every 50 ms for at most 10 s.
    private func waitUntilColored(_ session: TmuxSession, _ isReached: (String) -> Bool) async throws -> String {
        var last = ""
        for _ in 0..<200 {
            last = try await session.coloredScreen()
            if isReached(last) { return last }
            try await Task.sleep(for: .milliseconds(50))
        }
        return last
    }
}

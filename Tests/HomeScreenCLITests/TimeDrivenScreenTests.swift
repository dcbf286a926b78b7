import Foundation
import HomeScreenUI
import HostIO
import Testing
import TestSupport
import WidgetEngine

/// The real binary on a clock that runs: a timeline entry due a few seconds after the start
/// appears on screen with no key pressed (the run loop's timer woke it).
struct TimeDrivenScreenTests {
    @Test(.enabled(if: TmuxSession.isAvailable)) func anEntryDueSecondsLaterAppearsWithoutInput() async throws {
        let root = URL(fileURLWithPath: "/tmp/hs-td-\(UUID().uuidString.prefix(8))")
        defer { try? FileManager.default.removeItem(at: root) }
        // One large clock: its world clocks are text, unlike its big digits, and the London row
        // ("+0h 09:41") changes only with the timeline's next entry, at 09:42:00.
        let layout = HomeLayout(pages: [
            HomePage(items: [
                .widget(WidgetItem(id: WidgetInstanceID(rawValue: "clock-1"), kind: "clock", family: .systemLarge))
            ])
        ])
        try LayoutFile.save(layout, to: root.appendingPathComponent("config/homescreen/home.toml"))
        let binary = BinaryRunner.productsFolder.appendingPathComponent("homescreen").path
        // The clock starts 15 s before the minute and runs at the wall clock's pace.
        let session = try await TmuxSession.start(
            command: "\(binary) --clock 2026-11-21T09:41:45Z --speed 1; echo EXIT=$?; sleep 60",
            environment: [
                "XDG_CONFIG_HOME": root.appendingPathComponent("config").path,
                "XDG_STATE_HOME": root.appendingPathComponent("state").path,
            ])
        defer { session.close() }
        let first = try await session.waitFor("London")
        // Normally 09:41; a start slowed by a busy machine may come after 09:42. Either way the
        // next minute's entry is the one to wait for.
        let shown = try #require(Self.londonMinute(in: first), "\(first)")
        // No input from here on: only the timer can bring the next entry.
        let next = (shown + 1) % (24 * 60)
        let later = try await session.waitUntil("the next minute's entry", seconds: 75) { $0.contains("+0h \(Self.clockText(next))") }
        #expect(!later.contains("+0h \(Self.clockText(shown))"))
        #expect(later.contains("+1h \(Self.clockText(next + 60))")) // Berlin, from the same entry
        try await session.send("q")
        _ = try await session.waitFor("EXIT=0")
    }

    /// The minute of the day on the London row ("+0h 09:41"), or nil.
    static func londonMinute(in screen: String) -> Int? {
        guard let range = screen.range(of: #"\+0h \d\d:\d\d"#, options: .regularExpression) else { return nil }
        let parts = screen[range].dropFirst(4).split(separator: ":").compactMap { Int($0) }
        return parts.count == 2 ? parts[0] * 60 + parts[1] : nil
    }

    /// `minute` of the day as "HH:MM".
    static func clockText(_ minute: Int) -> String {
        let wrapped = minute % (24 * 60)
        return String(format: "%02d:%02d", wrapped / 60, wrapped % 60)
    }
}

import Foundation
import HomeScreenUI
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
        // The clock starts 15 s before the minute (time for a start on a loaded machine) and runs
        // at the wall clock's pace.
        let session = try await TmuxSession.start(
            command: "\(binary) --clock 2026-11-21T09:41:45Z --speed 1; echo EXIT=$?; sleep 60",
            environment: [
                "XDG_CONFIG_HOME": root.appendingPathComponent("config").path,
                "XDG_STATE_HOME": root.appendingPathComponent("state").path,
            ])
        defer { session.close() }
        let first = try await session.waitFor("London")
        try #require(first.contains("+0h 09:41"), "the first screen came after 09:42: the start took over 15 s")
        // No input from here on: only the timer can bring the next entry.
        let later = try await session.waitFor("+0h 09:42")
        #expect(!later.contains("+0h 09:41"))
        #expect(later.contains("+1h 10:42")) // Berlin, from the same entry
        try await session.send("q")
        _ = try await session.waitFor("EXIT=0")
    }
}

import CellGrid
import Foundation
@testable import HomeScreenUI
@testable import HostIO
import Terminal
import Testing
import TestSupport
import WidgetEngine

/// The run loop's timer: armed after every frame for the wait until the engine's next
/// instant (divided by the clock's speed), firing draws that instant's entry, and nothing
/// else wakes the loop.
@MainActor
struct RunLoopWakeTests {
    struct TickEntry: TimelineEntry {
        let date: Date
        let text: String
    }

    /// Entries now, 2 s and 5 s later; never reloads.
    struct TickProvider: TimelineProvider {
        func placeholder(in context: Context) -> TickEntry { TickEntry(date: context.date, text: "waiting") }
        func getSnapshot(in context: Context, completion: @escaping @Sendable (TickEntry) -> Void) {
            completion(placeholder(in: context))
        }
        func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<TickEntry>) -> Void) {
            let entries = [(0.0, "tick-zero"), (2, "tick-two"), (5, "tick-five")].map { offset, text in
                TickEntry(date: context.date.addingTimeInterval(offset), text: text)
            }
            completion(Timeline(entries: entries, policy: .never))
        }
    }

    static let catalog = WidgetCatalog([
        StaticConfiguration(kind: "ticks", provider: TickProvider()) { Text($0.text) }
            .configurationDisplayName("Ticks")
            .supportedFamilies([.systemSmall])
            .descriptor
    ])

    /// A running loop on a fake terminal, its manual timer and the real clock under its
    /// virtual one (which starts at ``Fixtures/instant``, 09:41:00).
    @MainActor
    struct Harness {
        let loop: HomeScreenRunLoop
        let terminal: FakeTerminal
        let timer: ManualWakeTimer
        let real: ManualRealClock

        var text: String { terminal.screen.plainText }
    }

    static func start(speed: Double) async throws -> Harness {
        let layout = HomeLayout(pages: [
            HomePage(items: [
                .widget(WidgetItem(id: WidgetInstanceID(rawValue: "ticks-1"), kind: "ticks", family: .systemSmall))
            ])
        ])
        let screen = HomeScreen(
            catalog: catalog, layout: layout, themes: [.monochrome], themeIndex: 0, store: nil,
            screenSize: CellSize(width: 80, height: 24), timeZone: Fixtures.utc, locale: Fixtures.locale)
        let real = ManualRealClock()
        let clock = VirtualClock(start: Fixtures.instant, speed: speed, real: real)
        let terminal = FakeTerminal(size: CellSize(width: 80, height: 24))
        try terminal.start()
        var made: ManualWakeTimer?
        let loop = HomeScreenRunLoop(terminal: terminal, screen: screen, clock: clock, speed: speed) { fire in
            let timer = ManualWakeTimer(fire: fire)
            made = timer
            return timer
        }
        let timer = try #require(made)
        loop.begin()
        let harness = Harness(loop: loop, terminal: terminal, timer: timer, real: real)
        // The first timeline comes from a provider task and is drawn on a later turn of the
        // main queue.
        try await Self.waitUntil { harness.text.contains("tick-zero") }
        return harness
    }

    /// Polls `condition` while the main queue runs the loop's work (at most 20 s).
    static func waitUntil(_ condition: @MainActor () -> Bool) async throws {
        for _ in 0..<2_000 where !condition() {
            try await Task.sleep(for: .milliseconds(10))
        }
        #expect(condition())
    }

    @Test func theLoopWakesAtEachEntryAndAtTheMinuteAndNeverOtherwise() async throws {
        let harness = try await Self.start(speed: 1)
        let timer = harness.timer
        // The first frame armed the timer for the provider call's deadline (30 s: a call that
        // has not answered by then is marked failed); the frame drawing the first timeline, for
        // its entry 2 s on.
        #expect(timer.waits == [30, 2])
        let draws = harness.terminal.drawCount

        harness.real.advance(by: 2)
        timer.fireNow()
        #expect(harness.text.contains("tick-two"))
        #expect(harness.terminal.drawCount == draws + 1)
        #expect(timer.armed == 3) // the entry at 5 s

        harness.real.advance(by: 3)
        timer.fireNow()
        #expect(harness.text.contains("tick-five"))
        #expect(timer.armed == 55) // nothing more in the timeline: the status bar's minute, 09:42

        harness.real.advance(by: 55)
        timer.fireNow()
        #expect(harness.text.contains("09:42"))
        #expect(timer.armed == 60)
        #expect(harness.terminal.drawCount == draws + 3)
        #expect(!timer.isCancelled)
    }

    /// At speed 2 the wall-clock waits are half the clock's; the entry shown on waking is the
    /// one due at the clock's time.
    @Test func aFasterClockWaitsLessWallTime() async throws {
        let harness = try await Self.start(speed: 2)
        #expect(harness.timer.armed == 1)
        harness.real.advance(by: 1)
        harness.timer.fireNow()
        #expect(harness.text.contains("tick-two"))
        #expect(harness.timer.armed == 1.5)
        harness.real.advance(by: 1.5)
        harness.timer.fireNow()
        #expect(harness.text.contains("tick-five"))
        #expect(harness.timer.armed == 27.5)
    }

    /// A clock that stands still (speed 0, `--speed 0`) never arms the timer.
    @Test func aStoppedClockNeverArmsTheTimer() async throws {
        let harness = try await Self.start(speed: 0)
        #expect(!harness.timer.waits.isEmpty)
        #expect(harness.timer.waits.allSatisfy { $0 == nil })
    }

    /// Woken early (a timer that fires before its instant), the loop draws nothing new and arms
    /// again for what is left of the wait.
    @Test func wokenEarlyTheLoopArmsForTheRestOfTheWait() async throws {
        let harness = try await Self.start(speed: 1)
        harness.real.advance(by: 0.5)
        harness.timer.fireNow()
        #expect(harness.text.contains("tick-zero"))
        #expect(harness.timer.armed == 1.5)
    }
}

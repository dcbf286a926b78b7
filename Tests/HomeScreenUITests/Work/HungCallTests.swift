import Foundation
@testable import HomeScreenUI
@testable import HostIO
import Synchronization
import Terminal
import Testing
import TestSupport
import WidgetEngine

/// A provider that never answers holds its worker only until its limit: then the run loop
/// abandons it, frees the worker for the next call and counts the call until it returns.
@MainActor
struct HungCallTests {
    /// Holds every `getTimeline` until the test lets them answer.
    final class Gate: Sendable {
        private let held = Mutex<[@Sendable () -> Void]>([])

        func hold(_ answer: @escaping @Sendable () -> Void) {
            held.withLock { $0.append(answer) }
        }

        var holding: Int { held.withLock { $0.count } }

        func open() {
            for answer in held.withLock({ held in
                defer { held = [] }
                return held
            }) { answer() }
        }
    }

    struct HangingProvider: TimelineProvider {
        let gate: Gate
        func placeholder(in context: Context) -> LabelEntry { LabelEntry(date: context.date, label: "waiting") }
        func getSnapshot(in context: Context, completion: @escaping @Sendable (LabelEntry) -> Void) {
            completion(placeholder(in: context))
        }
        func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<LabelEntry>) -> Void) {
            let date = context.date
            gate.hold { completion(Timeline(entries: [LabelEntry(date: date, label: "late answer")], policy: .never)) }
        }
    }

    struct AnsweringProvider: TimelineProvider {
        func placeholder(in context: Context) -> LabelEntry { LabelEntry(date: context.date, label: "not yet") }
        func getSnapshot(in context: Context, completion: @escaping @Sendable (LabelEntry) -> Void) {
            completion(placeholder(in: context))
        }
        func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<LabelEntry>) -> Void) {
            completion(Timeline(entries: [LabelEntry(date: context.date, label: "answered")], policy: .never))
        }
    }

    @Test func aHungCallFreesItsWorkerAtItsLimit() async throws {
        let gate = Gate()
        let catalog = WidgetCatalog([
            StaticConfiguration(kind: "hangs", provider: HangingProvider(gate: gate)) { Text($0.label) }
                .supportedFamilies([.systemSmall]).descriptor,
            StaticConfiguration(kind: "answers", provider: AnsweringProvider()) { Text($0.label) }
                .supportedFamilies([.systemSmall]).descriptor,
        ])
        let hangs = HomeItem.widget(WidgetItem(id: WidgetInstanceID(rawValue: "hangs-1"), kind: "hangs", family: .systemSmall))
        let answers = HomeItem.widget(
            WidgetItem(id: WidgetInstanceID(rawValue: "answers-1"), kind: "answers", family: .systemSmall, column: 2))
        let layout = HomeLayout(pages: [HomePage(items: [hangs])])
        let screen = HomeScreen(
            catalog: catalog, layout: layout, themes: [.monochrome], themeIndex: 0, store: nil,
            screenSize: CellSize(width: 80, height: 24), timeZone: Fixtures.utc, locale: Fixtures.locale, workers: 1)
        let terminal = FakeTerminal(size: CellSize(width: 80, height: 24))
        try terminal.start()
        let limits = ManualLimitTimer()
        let abandoned = AbandonedWork()
        // A clock that stands still: the engine's own deadline never passes in this test.
        let clock = VirtualClock(start: Fixtures.instant, speed: 0, real: ManualRealClock())
        let loop = HomeScreenRunLoop(
            terminal: terminal, screen: screen, clock: clock, speed: 0, wakeTimer: { ManualWakeTimer(fire: $0) },
            limitTimer: limits, abandoned: abandoned)
        loop.begin()
        try await RunLoopWakeTests.waitUntil { gate.holding == 1 }
        // The call's limit is started just after its work (`RealTimeLimit.race`): on a busy
        // machine the work can be holding before the limit exists, and the limit would then
        // start after the timer moved on.
        try await RunLoopWakeTests.waitUntil { limits.pendingCount == 1 }

        // One worker: the hanging call runs; a widget added beside it waits for it.
        _ = screen.model.install(HomeLayout(pages: [HomePage(items: [hangs, answers])]), saving: false, at: clock.now)
        loop.frame()
        #expect(screen.workLoad == (1, 1))
        #expect(!terminal.screen.plainText.contains("answered"))

        // Its limit (31 s: the engine's 30 s deadline and a second) passes.
        limits.advance(by: .seconds(30))
        #expect(screen.workLoad == (1, 1))
        limits.advance(by: .seconds(1))
        try await RunLoopWakeTests.waitUntil { terminal.screen.plainText.contains("answered") }
        #expect(abandoned.stillRunning == 1)
        #expect(screen.workLoad == (0, 0))

        // The hung call answers at last: it is no longer counted, and its answer is dropped.
        gate.open()
        try await RunLoopWakeTests.waitUntil { abandoned.stillRunning == 0 }
        loop.frame()
        #expect(!terminal.screen.plainText.contains("late answer"))
    }
}

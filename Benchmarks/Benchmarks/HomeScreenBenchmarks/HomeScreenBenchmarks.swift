// The home screen's cost per tick: what the run loop does each second while a seconds timer is
// on screen (step the engine and rank the stacks, compose the 120 x 40 screen, diff it against
// the last one), headless on a manual clock, with the bundled default layout on its second page
// (a large clock and a countdown whose timer text changes every second).
//
// Run from /work/main/Benchmarks:
//
//     swift package --disable-sandbox benchmark --target HomeScreenBenchmarks
//
// The goal is for the real binary (0.05 % of a core with a ticking timer, measured with
// ../shared/tools/ptymeter.py); this is the part of it that is ours, repeatable, for profiling.

import Benchmark
import BenchmarkMetrics
import BundledWidgets
import CellGrid
import Foundation
import HomeScreenUI
import HostIO
import WidgetEngine

let benchmarks: @Sendable () -> Void = {
    // CI checks the wall clock's p90 against Thresholds/ (`benchmark thresholds check`, see
    // .ci/run), allowing 4 times the recorded value: a 10-fold regression fails.
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .instructions] + allocationMetrics,
        warmupIterations: 10,
        maxDuration: .seconds(3),
        maxIterations: 5_000,
        thresholds: [.wallClock: ciTolerance]
    )

    Benchmark("home screen tick: step + compose + diff, 120 x 40, seconds timer on screen") { benchmark, ticker in
        let iterations = benchmark.scaledIterations
        await MainActor.run {
            for _ in iterations { blackHole(ticker.tick()) }
        }
    } setup: {
        await Ticker.make()
    }

    // The same tick with a generated layout of small widgets, six to a page, each showing a
    // seconds timer: the tick's cost should be what is on screen (page 1), whatever the
    // number of instances off screen (issue 23: 10,000 within 1.2 times 10).
    for instances in [10, 10_000] {
        Benchmark("home screen tick: step + compose + diff, 120 x 40, \(instances) instances, six to a page") { benchmark, ticker in
            let iterations = benchmark.scaledIterations
            await MainActor.run {
                for _ in iterations { blackHole(ticker.tick()) }
            }
        } setup: {
            await Ticker.make(generated: instances)
        }
    }

    pressBenchmarks()
    keyBenchmarks()
    startBenchmarks()
    statusBenchmarks()
}

/// `instances` small timer widgets ("w0", "w1", …), six to a layout page in their saved slots.
func generatedLayout(_ instances: Int) -> HomeLayout {
    HomeLayout(
        pages: stride(from: 0, to: instances, by: 6).map { first in
            HomePage(
                items: (first..<min(instances, first + 6)).map { index in
                    let slot = index - first
                    return .widget(
                        WidgetItem(
                            id: WidgetInstanceID(rawValue: "w\(index)"), kind: "seconds", family: .systemSmall, column: slot % 2 * 2,
                            row: slot / 2 * 2))
                })
        })
}

/// A widget whose every instance shows a seconds timer (live text: the screen changes every
/// second), with a timeline that never asks again.
struct TimerEntry: TimelineEntry {
    let date: Date
}

struct TimerProvider: TimelineProvider {
    func placeholder(in context: Context) -> TimerEntry { TimerEntry(date: context.date) }
    func getSnapshot(in context: Context, completion: @escaping @Sendable (TimerEntry) -> Void) {
        completion(TimerEntry(date: context.date))
    }
    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<TimerEntry>) -> Void) {
        completion(Timeline(entries: [TimerEntry(date: context.date)], policy: .never))
    }
}

let timerWidget = StaticConfiguration(kind: "seconds", provider: TimerProvider()) { entry in
    VStack {
        Text("since")
        Text(entry.date, style: .timer)
    }
}.descriptor

/// 2026-11-23T18:00:00Z, where the benchmarks' manual clocks start.
let benchmarkStart = Date(timeIntervalSince1970: 1_795_456_800)

/// A headless home screen at 120 x 40 in the dark theme, one page at a time (as the thresholds
/// were recorded: 120 columns hold two), started at ``benchmarkStart`` with every timeline it
/// asks for delivered; with a `store`, their caches are written there.
@MainActor
func deliveredScreen(layout: HomeLayout, catalog: WidgetCatalog, store: EngineStore? = nil) async -> HomeScreen {
    let themes = ThemeCatalog(userFolder: nil)
    let screen = HomeScreen(
        catalog: catalog, layout: layout, themes: themes.themes,
        themeIndex: themes.themes.firstIndex { $0.name == themes.defaultTheme.name } ?? 0, store: store,
        screenSize: CellSize(width: 120, height: 40), timeZone: TimeZone(identifier: "UTC") ?? .current,
        locale: Locale(identifier: "en_US"), config: HomeConfig(pagesAcross: 1))
    let runner = ProviderRunner(catalog: screen.catalog)
    // Hidden instances' calls follow the visible ones': answer until none is started.
    var calls = screen.send(.start(CellSize(width: 120, height: 40)), at: benchmarkStart).calls
    while !calls.isEmpty {
        var next: [WidgetCall] = []
        for call in calls {
            if let result = await call.run(with: runner) { next += screen.send(.answered(call, result), at: benchmarkStart).calls }
        }
        calls = next
    }
    return screen
}

/// A headless home screen on a manual clock, one second further at every tick.
@MainActor
final class Ticker {
    private let screen: HomeScreen
    private var now: Date
    private let start: Date
    private var shown: CellBuffer

    private init(screen: HomeScreen, now: Date) {
        self.screen = screen
        self.now = now
        start = now
        shown = screen.frame(at: now).buffer
    }

    /// `instances` small timer widgets, six to a layout page, at 120 x 40 in the dark theme,
    /// every first timeline asked for delivered, on page 1.
    static func make(generated instances: Int) async -> Ticker {
        await make(layout: generatedLayout(instances), catalog: WidgetCatalog([timerWidget]), page: 0)
    }

    /// The default layout at 120 x 40 in the dark theme, every first timeline delivered, on
    /// page 2.
    static func make() async -> Ticker {
        await make(layout: LayoutFile.defaultLayout(), catalog: BundledWidgets.catalog, page: 1)
    }

    private static func make(layout: HomeLayout, catalog: WidgetCatalog, page: Int) async -> Ticker {
        let screen = await deliveredScreen(layout: layout, catalog: catalog)
        for _ in 0..<page { _ = screen.send(.key(.character("]")), at: benchmarkStart) }
        return Ticker(screen: screen, now: benchmarkStart)
    }

    /// One second later: the timer's message, compose, diff. Returns the cells that changed.
    func tick() -> Int {
        now += 1
        // The monotonic clock moves with the wall clock (as set up: 0 at the start), so no
        // tick is taken for a clock change (which would reload every instance).
        _ = screen.send(.tick(monotonic: now.timeIntervalSince(start)), at: now)
        let frame = screen.frame(at: now)
        let changed = frame.diff(from: shown).changedCellCount
        shown = frame.buffer
        return changed
    }
}

extension HomeFrame {
    /// The diff the run loop hands the terminal: within the damage when the frame was drawn
    /// over the one before (`shown`), else of the whole screen.
    func diff(from shown: CellBuffer) -> BufferDiff {
        damage.map { BufferDiff(from: shown, to: buffer, within: $0.rects) } ?? BufferDiff(from: shown, to: buffer)
    }
}

// Calendar benchmark: the Up Next widget over a folder of 50 calendar files holding 5,000
// events (`SampleCalendarFolder`: daily, weekly, monthly and yearly series, overrides, IANA,
// Windows and VTIMEZONE-only zones, all-day and floating events), written once to a temporary
// folder. One iteration is one reload as the host runs it: read and parse every file, expand
// the next week (the entries list a week ahead), make the 24 hours of entries and resolve each
// entry's view to its archive, within the engine's limits (the call throws beyond them).
// The widget keeps parsed files while they do not change (`CalendarFileCache`), so a reload
// parses only what changed: "unchanged files" is the usual reload, "every file changed" (each
// file's modification time moved before each reload, included in the time) the first one.
// "Next week rendered" is what issue 21's goal (under 50 ms median) names: a cold read of the
// folder (nothing kept), read and parse every file, expand the next week, resolve the view for
// now (checked against the engine's limits) and lay it out and paint it at the family's size,
// as `homescreen render calendar` draws it; the reloads above do more (every entry of 24 h).
//
// Run from Benchmarks/:
//
//     swift package --disable-sandbox benchmark --target CalendarBenchmarks

import Benchmark
import BenchmarkMetrics
@_spi(Benchmarks) import BundledWidgets
import Foundation
import WidgetEngine

/// A fixed instant (Saturday 2026-11-21 09:41 UTC), so every run expands the same week.
let startDate = Date(timeIntervalSince1970: 1_795_254_060)

struct Failure: Error, CustomStringConvertible {
    var description: String
}

/// The sample folder, written once per process.
let folder: URL = {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("homescreen-bench-calendar-\(getpid())")
    do {
        try SampleCalendarFolder.write(to: url, around: startDate)
    } catch {
        fatalError("cannot write the sample calendar folder: \(error)")
    }
    return url
}()

/// How many times the files were touched, so each touch gives a new modification time.
nonisolated(unsafe) var touches = 0

/// One reload of the calendar widget in `family`: its timeline, every entry archived.
func reload(_ family: WidgetFamily) async throws -> ArchivedTimeline {
    guard let descriptor = BundledWidgets.catalog.descriptor(forKind: "calendar") else { throw Failure(description: "no calendar") }
    let environment = WidgetRenderer.environment(family: family, profile: .iPhone, context: RenderContext(now: startDate, palette: .dark))
    return try await descriptor.provider.timeline(
        in: TimelineProviderContext(family: family, date: startDate), environment: environment,
        configuration: ["folder": .string(folder.path)], limits: .standard)
}

/// Issue 21's figure: the widget's next week from a cold read, rendered at `family`'s size.
func nextWeekRendered(_ family: WidgetFamily, contentMarginsDisabled: Bool) throws -> RenderedView {
    let context = RenderContext(now: startDate, palette: .dark)
    let environment = WidgetRenderer.environment(family: family, profile: .iPhone, context: context)
    let view = try CalendarNextWeek.view(folder: folder.path, at: startDate, environment: environment, limits: .standard)
    return WidgetRenderer.render(view, family: family, contentMarginsDisabled: contentMarginsDisabled, context: context)
}

let benchmarks: @Sendable () -> Void = {
    let configuration = Benchmark.Configuration(
        // CPU time beside wall clock: on the shared 2-core machine other work stretches the wall clock.
        metrics: [.wallClock, .cpuTotal] + allocationMetrics,
        warmupIterations: 2,
        maxDuration: .seconds(5),
        maxIterations: 200
    )
    for family in [WidgetFamily.systemSmall, .systemLarge] {
        Benchmark(
            "calendar: \(family) next week rendered, 50 files / 5,000 events, cold read (read, parse, expand a week, resolve now, layout + paint)",
            configuration: configuration
        ) { benchmark in
            guard let descriptor = BundledWidgets.catalog.descriptor(forKind: "calendar") else { throw Failure(description: "no calendar") }
            for _ in benchmark.scaledIterations {
                blackHole(try nextWeekRendered(family, contentMarginsDisabled: descriptor.contentMarginsDisabled))
            }
        }
        Benchmark(
            "calendar: \(family) reload, 50 files / 5,000 events, unchanged files (a week expanded, 24 h of entries, resolve)",
            configuration: configuration
        ) { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(try await reload(family))
            }
        }
        Benchmark(
            "calendar: \(family) reload, 50 files / 5,000 events, every file changed (read, parse, expand, entries, resolve)",
            configuration: configuration
        ) { benchmark in
            let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            for _ in benchmark.scaledIterations {
                // Measured too: 50 utimensat calls, well under a millisecond. (The closure runs
                // once per sample: the stamp must not start over with it.)
                touches += 1
                let stamp = Date(timeIntervalSince1970: 1_700_000_000 + Double(touches))
                for file in files {
                    try FileManager.default.setAttributes(
                        [.modificationDate: stamp], ofItemAtPath: folder.appendingPathComponent(file).path)
                }
                blackHole(try await reload(family))
            }
        }
    }
}

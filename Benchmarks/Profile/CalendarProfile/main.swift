// Runs the calendar benchmark's reload in a plain loop, for profilers:
//
//     swift build -c release --product CalendarProfile
//     perf record -g .build/release/CalendarProfile changed-small 200
//
// Scenarios: changed-small, changed-large (every file touched before each reload, as at the
// first read), unchanged-small, unchanged-large, and week-small, week-large (issue 21's figure:
// a cold read, the next week, the view for now resolved, laid out and painted). The sample
// folder is written before the loop.

@_spi(Benchmarks) import BundledWidgets
import Foundation
import WidgetEngine

let arguments = CommandLine.arguments.dropFirst()
let scenario = arguments.first ?? "changed-small"
let iterations = arguments.dropFirst().first.flatMap(Int.init) ?? 100

/// The benchmark's instant (Saturday 2026-11-21 09:41 UTC).
let startDate = Date(timeIntervalSince1970: 1_795_254_060)
let folder = FileManager.default.temporaryDirectory.appendingPathComponent("homescreen-profile-calendar-\(getpid())")
try SampleCalendarFolder.write(to: folder, around: startDate)
defer { try? FileManager.default.removeItem(at: folder) }

let family: WidgetFamily = scenario.hasSuffix("large") ? .systemLarge : .systemSmall
let touching = scenario.hasPrefix("changed")
guard let descriptor = BundledWidgets.catalog.descriptor(forKind: "calendar") else { fatalError("no calendar widget") }
let environment = WidgetRenderer.environment(family: family, profile: .iPhone, context: RenderContext(now: startDate, palette: .dark))
let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
var checksum = 0
let clock = ContinuousClock()
let began = clock.now
for iteration in 0..<iterations {
    if scenario.hasPrefix("week") {
        let context = RenderContext(now: startDate, palette: .dark)
        let view = try CalendarNextWeek.view(folder: folder.path, at: startDate, environment: environment)
        let rendered = WidgetRenderer.render(
            view, family: family, contentMarginsDisabled: descriptor.contentMarginsDisabled, context: context)
        checksum &+= rendered.links.count + 1
        continue
    }
    if touching {
        let stamp = Date(timeIntervalSince1970: 1_700_000_000 + Double(iteration))
        for file in files {
            try FileManager.default.setAttributes([.modificationDate: stamp], ofItemAtPath: folder.appendingPathComponent(file).path)
        }
    }
    let timeline = try await descriptor.provider.timeline(
        in: TimelineProviderContext(family: family, date: startDate), environment: environment,
        configuration: ["folder": .string(folder.path)], limits: .standard)
    checksum &+= timeline.entries.count
}
print("\(scenario): \(iterations) reloads, \(clock.now - began), checksum \(checksum)")

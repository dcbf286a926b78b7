// Engine benchmarks:
//
// 1. The scheduler: with N instances of 100 archived entries each, one step is "find the next
//    instant and advance to it" (`nextInstant(after:)` then `advance(to:)`), for N = 100, 1,000
//    and 10,000. Goal: under 50 µs median at 10,000, cost growing no faster than log n.
// 2. Archive size: the JSON-encoded bytes of each bundled widget's systemSmall entries (goal:
//    under 2 KB per entry for a typical small widget), and the bytes of the binary form the
//    cache files hold. Reported as custom metrics.
// 3. Cache reading: decoding an hour of the small clock's minutes (its timeline, 60 entries),
//    from the binary form the cache files hold and from JSON (the format before 2).
// 4. Making a timeline: the clock provider's hour (60 entries, each view resolved to its
//    archive), small and large: the work a start's first reloads do off the main thread.
//
// Run from /work/main/Benchmarks:
//
//     swift package --disable-sandbox benchmark --target EngineBenchmarks

import Archive
import Benchmark
import BenchmarkMetrics
import BundledWidgets
import Foundation
import WidgetEngine

/// A fixed instant, so every run schedules and formats the same dates.
let startDate = Date(timeIntervalSinceReferenceDate: 800_000_000)

// MARK: - Scheduler fixture

/// The widget every scheduler instance shows. Its provider is never called: the fixture
/// delivers timelines by hand.
struct TickEntry: TimelineEntry {
    let date: Date
}

struct TickProvider: TimelineProvider {
    func placeholder(in context: Context) -> TickEntry { TickEntry(date: context.date) }
    func getSnapshot(in context: Context, completion: @escaping @Sendable (TickEntry) -> Void) {
        completion(TickEntry(date: context.date))
    }
    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<TickEntry>) -> Void) {
        completion(Timeline(entries: [TickEntry(date: context.date)], policy: .never))
    }
}

/// An engine with `instances` instances, each holding a timeline of `entriesPerInstance`
/// entries (policy `.never`) one minute apart. Instance i's entries start at
/// start + 60 s + i × 60 s / N, so every entry of every instance has an instant of its own and
/// each step advances exactly one instance. Kept in a class so that the benchmark steps the
/// one engine in place (a value copy would copy its tables on the first mutation).
final class SchedulerFixture {
    static let entriesPerInstance = 100
    static let entrySpacing: TimeInterval = 60

    var engine: TimelineEngine
    var now: Date
    let instances: Int

    init(instances: Int) {
        self.instances = instances
        let catalog = WidgetCatalog([StaticConfiguration(kind: "tick", provider: TickProvider()) { _ in Text("x") }.descriptor])
        var engine = TimelineEngine(catalog: catalog)
        // Short ids (small strings) keep setup's hashing cheap.
        let ids = (0..<instances).map { WidgetInstanceID(rawValue: "w\($0)") }
        for id in ids {
            engine.place(WidgetInstance(id: id, kind: "tick", family: .systemSmall), at: startDate)
        }
        let requests = engine.advance(to: startDate)
        precondition(requests.count == instances, "expected one first request per instance, got \(requests.count)")

        // One archived view for every entry, to keep a million entries small.
        let view = ViewResolver.resolve(Text("x"))
        let firstEntry = startDate.addingTimeInterval(Self.entrySpacing)
        let stagger = Self.entrySpacing / Double(instances)
        var index: [WidgetInstanceID: Int] = [:]
        for (offset, id) in ids.enumerated() { index[id] = offset }
        for request in requests {
            let offset = Double(index[request.instance.id]!) * stagger
            let entries = (0..<Self.entriesPerInstance).map { k in
                ArchivedEntry(date: firstEntry.addingTimeInterval(offset + Double(k) * Self.entrySpacing), relevance: nil, view: view)
            }
            engine.deliver(.success(ArchivedTimeline(entries: entries, policy: .never)), for: request.token, at: startDate)
        }
        // Every instance on screen: only their entry dates are instants (an instance off screen
        // has none between its reloads), and the text is not live, so nothing ticks by the second.
        engine.setVisible(Set(ids), at: startDate)
        _ = engine.takeEvents()
        _ = engine.takeChangedInstances()
        // Drops the first requests' deadlines (now stale, at start + 30 s) from the queue, so
        // the measured steps only meet entry dates.
        let first = engine.nextInstant(after: startDate)
        precondition(first == firstEntry, "first instant \(String(describing: first)), expected \(firstEntry)")
        self.engine = engine
        now = startDate
    }

    /// One step: find the next instant and advance to it. False when nothing is left.
    @inline(never)
    func step() -> Bool {
        guard let next = engine.nextInstant(after: now), next > now else { return false }
        let requests = engine.advance(to: next)
        now = next
        blackHole(requests)
        return true
    }
}

// MARK: - Archive size fixture

/// The archive's sizes (JSON form and binary form) of one widget's systemSmall timeline entries.
struct EntrySizes {
    var entries: Int
    var firstEntryBytes: Int
    var meanEntryBytes: Int
    var meanBinaryEntryBytes: Int

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    static func measure(kind: String) async throws -> EntrySizes {
        guard let descriptor = BundledWidgets.catalog.descriptor(forKind: kind) else {
            throw Failure(description: "unknown kind \(kind)")
        }
        let family: WidgetFamily = descriptor.supports(.systemSmall) ? .systemSmall : descriptor.supportedFamilies[0]
        let context = TimelineProviderContext(family: family, date: startDate)
        // The environment WidgetRenderer and the engine resolve views in.
        let environment = WidgetRenderer.environment(
            family: family, profile: .iPhone,
            context: RenderContext(now: startDate, palette: .dark))
        let timeline: ArchivedTimeline
        do {
            timeline = try await descriptor.provider.timeline(
                in: context, environment: environment,
                configuration: try configuration(for: kind))
        } catch let failure as ProviderFailure {
            throw Failure(description: "\(kind): \(failure)")
        }
        guard let first = timeline.entries.first else { throw Failure(description: "\(kind): empty timeline") }
        let sizes = try timeline.entries.map { try ArchiveJSON.json(of: $0).text().utf8.count }
        let binarySizes = try timeline.entries.map { entry in
            var archive = ArchiveWriter()
            try archive.write(entry)
            return archive.bytes.count
        }
        let result = EntrySizes(
            entries: sizes.count, firstEntryBytes: try ArchiveJSON.json(of: first).text().utf8.count,
            meanEntryBytes: sizes.reduce(0, +) / sizes.count,
            meanBinaryEntryBytes: binarySizes.reduce(0, +) / binarySizes.count)
        print(
            "\(kind) \(family.rawValue): \(result.entries) entries, first \(result.firstEntryBytes) B, "
                + "mean \(result.meanEntryBytes) B (binary \(result.meanBinaryEntryBytes) B), first entry \(first.view.nodeCount) nodes")
        return result
    }

    /// The small clock's timeline (an hour of minutes), as it is kept.
    static func clockTimeline(family: WidgetFamily = .systemSmall) async throws -> ArchivedTimeline {
        guard let descriptor = BundledWidgets.catalog.descriptor(forKind: "clock") else { throw Failure(description: "no clock") }
        let environment = WidgetRenderer.environment(
            family: family, profile: .iPhone,
            context: RenderContext(now: startDate, palette: .dark))
        return try await descriptor.provider.timeline(
            in: TimelineProviderContext(family: family, date: startDate),
            environment: environment, configuration: [:])
    }

    /// What a kind needs to draw real content: pullrequests reads a JSON file, so it gets a
    /// small one (three pull requests); the others run with their defaults.
    static func configuration(for kind: String) throws -> ConfigValues {
        guard kind == "pullrequests" else { return [:] }
        let json = """
            [{"number": 42, "title": "Fix the parser", "author": "ana", "draft": false, "updated": "2026-11-21T09:00:00Z"},
             {"number": 43, "title": "Add dark mode", "author": "bo", "draft": true},
             {"number": 44, "title": "Faster timeline scheduling", "author": "cy", "draft": false}]
            """
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("homescreen-bench-pulls-\(getpid()).json")
        try Data(json.utf8).write(to: url)
        return ["path": .string(url.path)]
    }
}

let firstEntryBytes = BenchmarkMetric.custom("bytes, first entry", polarity: .prefersSmaller, useScalingFactor: false)
let meanEntryBytes = BenchmarkMetric.custom("bytes per entry, mean", polarity: .prefersSmaller, useScalingFactor: false)
let meanBinaryEntryBytes = BenchmarkMetric.custom("binary bytes per entry, mean", polarity: .prefersSmaller, useScalingFactor: false)

// MARK: - Benchmarks

let benchmarks: @Sendable () -> Void = {
    // MARK: 1. Scheduler: next instant + advance one step

    // Each iteration consumes one instant; N = 100 holds 100 × 100 = 10,000 of them, more than
    // warmup + maxIterations.
    // CI checks the wall clock's p90 against Thresholds/ (`benchmark thresholds check`, see
    // .ci/run), allowing 4 times the recorded value: a 10-fold regression fails.
    let schedulerConfiguration = Benchmark.Configuration(
        metrics: [.wallClock] + allocationMetrics,
        warmupIterations: 200,
        maxDuration: .seconds(3),
        maxIterations: 9_000,
        thresholds: [.wallClock: ciTolerance]
    )
    for instances in [100, 1_000, 10_000] {
        Benchmark(
            "scheduler: next instant + advance, \(instances) instances",
            configuration: schedulerConfiguration
        ) { (benchmark, fixture: SchedulerFixture) in
            for _ in benchmark.scaledIterations {
                if !fixture.step() {
                    benchmark.error("no instant left after \(fixture.now)")
                    return
                }
            }
        } setup: { () -> SchedulerFixture in
            let clock = ContinuousClock()
            var fixture: SchedulerFixture!
            let elapsed = clock.measure { fixture = SchedulerFixture(instances: instances) }
            print("scheduler setup, \(instances) instances × \(SchedulerFixture.entriesPerInstance) entries: \(elapsed)")
            return fixture
        }
    }

    // MARK: 2. Bytes per archived entry, systemSmall

    let sizeConfiguration = Benchmark.Configuration(
        metrics: [firstEntryBytes, meanEntryBytes, meanBinaryEntryBytes],
        warmupIterations: 0,
        maxDuration: .seconds(1),
        maxIterations: 3
    )
    for kind in BundledWidgets.catalog.kinds {
        Benchmark("archived entry size: \(kind)", configuration: sizeConfiguration) { benchmark, sizes in
            for _ in benchmark.scaledIterations {
                benchmark.measurement(firstEntryBytes, sizes.firstEntryBytes)
                benchmark.measurement(meanEntryBytes, sizes.meanEntryBytes)
                benchmark.measurement(meanBinaryEntryBytes, sizes.meanBinaryEntryBytes)
            }
        } setup: {
            try await EntrySizes.measure(kind: kind)
        }
    }
    // MARK: 3. Reading a cache: the small clock's hour of minutes

    let decodeConfiguration = Benchmark.Configuration(
        metrics: [.wallClock] + allocationMetrics,
        warmupIterations: 5,
        maxDuration: .seconds(2),
        maxIterations: 2_000
    )
    Benchmark(
        "cache: decode the small clock's hour (60 entries), binary",
        configuration: decodeConfiguration
    ) { (benchmark, bytes: [UInt8]) in
        for _ in benchmark.scaledIterations {
            var archive = ArchiveReader(bytes)
            blackHole(try archive.read(ArchivedTimeline.self))
        }
    } setup: {
        var archive = ArchiveWriter()
        try archive.write(try await EntrySizes.clockTimeline())
        print("small clock's hour, binary: \(archive.bytes.count) B")
        return archive.bytes
    }
    Benchmark(
        "cache: decode the small clock's hour (60 entries), JSON",
        configuration: decodeConfiguration
    ) { (benchmark, text: String) in
        for _ in benchmark.scaledIterations {
            blackHole(try ArchiveJSON.decodeDocument(ArchivedTimeline.self, named: "timeline", from: text))
        }
    } setup: {
        let text = try ArchiveJSON.document(try await EntrySizes.clockTimeline(), named: "timeline")
        print("small clock's hour, JSON: \(text.utf8.count) B")
        return text
    }

    // MARK: 4. Making a timeline: the clock's hour of minutes, provider and resolve of each entry

    for family in [WidgetFamily.systemSmall, .systemLarge] {
        Benchmark(
            "provider: the \(family) clock's hour (60 entries), timeline + resolve",
            configuration: decodeConfiguration
        ) { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(try await EntrySizes.clockTimeline(family: family))
            }
        }
    }
}

// Network benchmarks: one reload of each network widget (weather, feeds, GitHub, sites, a
// subscribed calendar) against a loopback server answering as the documented APIs do
// (LoopbackServer's FixtureAPIs), through the real HTTP client (libcurl). Per widget:
//
// - "first reload": nothing kept (a new cache folder each time): every answer a 200;
// - "later reload": an interval on, every answer kept: conditional requests answered 304;
//
// each with its CPU time and its bytes over the wire (both ways, counted at the server's
// sockets: request and answer headers and bodies). Then the peak memory of the widgets'
// process (`homescreen extension serve`) asked for every network
// widget at once, the feeds including one of 10,000 items and a 50 MB body: its peak resident
// set (VmHWM) and its peak data (VmData sampled every 2 ms, less the program file's writable
// image: what the home screen's 48 MB limit counts). That one
// needs the `homescreen` program, which this package does not build: build it in the
// repository's root first (`swift build -c release --product homescreen`, or the README's
// release build); it is looked for in $HOMESCREEN_PROGRAM, then the root's .build/release and
// .build/debug, and skipped with a message without it.
//
// Run from Benchmarks/:
//
//     swift package --disable-sandbox benchmark --target NetworkBenchmarks

import Benchmark
import BenchmarkMetrics
import BundledWidgets
import Foundation
import LoopbackServer
import WidgetEngine
import WidgetNetwork

/// Saturday 2026-11-21 09:41 UTC, within the fixtures' forecast.
let startDate = Date(timeIntervalSince1970: 1_795_254_060)

struct Failure: Error, CustomStringConvertible {
    var description: String
}

/// The loopback server, started once.
let server: LoopbackHTTPServer = {
    do {
        return try FixtureAPIs.server()
    } catch {
        fatalError("the loopback server did not start: \(error)")
    }
}()

var base: String { "http://127.0.0.1:\(server.port)" }

/// Each widget and the configuration a reload uses, with the interval it waits between requests.
let widgets: [(kind: String, configuration: ConfigValues, interval: TimeInterval)] = [
    ("weather", ["place": .string("52.52, 13.41"), "server": .string(base)], 30 * 60),
    (
        "feeds", ["feeds": .string(["/feeds/rss.xml", "/feeds/atom.xml", "/feeds/feed.json"].map { base + $0 }.joined(separator: ","))],
        30 * 60
    ),
    ("github", ["server": .string(base)], 20 * 60),
    ("sites", ["urls": .string(["/status/200", "/status/204", "/status/503"].map { base + $0 }.joined(separator: ","))], 20 * 60),
    ("calendar", ["subscriptions": .string(base + "/calendars/team.ics")], 60 * 60),
]

/// The network widgets with a cache in `folder` (a GitHub token in their environment).
func catalog(cache folder: URL) -> WidgetCatalog {
    let folders = UserFolders(environment: [
        "HOME": folder.path, "XDG_CACHE_HOME": folder.path, "GITHUB_TOKEN": "ghp_benchmark", "PATH": "/nonexistent",
    ])
    let client = HTTPClient(proxies: ProxySettings())
    return WidgetCatalog(
        NetworkWidgets(folders: folders, timeZone: TimeZone(identifier: "UTC") ?? .current, transport: client).descriptors
            + [CalendarWidget(folders: folders, transport: client).body.descriptor])
}

/// One reload of `kind` at `date` in `catalog`, every entry archived.
func reload(_ kind: String, _ configuration: ConfigValues, at date: Date, in catalog: WidgetCatalog) async throws -> ArchivedTimeline {
    guard let descriptor = catalog.descriptor(forKind: kind) else { throw Failure(description: "no \(kind)") }
    let environment = WidgetRenderer.environment(family: .systemLarge, profile: .iPhone, context: RenderContext(now: date, palette: .dark))
    return try await descriptor.provider.timeline(
        in: TimelineProviderContext(family: .systemLarge, date: date), environment: environment, configuration: configuration,
        limits: .standard)
}

func temporaryFolder() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("homescreen-bench-network-\(UUID().uuidString)")
}

let wireBytes = BenchmarkMetric.custom("bytes over the wire", polarity: .prefersSmaller, useScalingFactor: false)
let peakResident = BenchmarkMetric.custom("widgets process peak RSS (KB)", polarity: .prefersSmaller, useScalingFactor: false)
let peakData = BenchmarkMetric.custom("widgets process peak data beyond its image (KB)", polarity: .prefersSmaller, useScalingFactor: false)

let benchmarks: @Sendable () -> Void = {
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .cpuTotal, wireBytes] + allocationMetrics,
        warmupIterations: 1,
        maxDuration: .seconds(5),
        maxIterations: 100
    )
    for (kind, values, interval) in widgets {
        Benchmark("network: \(kind) first reload (every answer a 200)", configuration: configuration) { benchmark in
            for _ in benchmark.scaledIterations {
                let folder = temporaryFolder()
                defer { try? FileManager.default.removeItem(at: folder) }
                let before = server.bytes
                blackHole(try await reload(kind, values, at: startDate, in: catalog(cache: folder)))
                let after = server.bytes
                benchmark.measurement(wireBytes, after.read - before.read + after.written - before.written)
            }
        }
        Benchmark("network: \(kind) later reload (conditional requests, 304s)", configuration: configuration) { benchmark in
            let folder = temporaryFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            let widgets = catalog(cache: folder)
            _ = try await reload(kind, values, at: startDate, in: widgets)
            var step = 0.0
            for _ in benchmark.scaledIterations {
                step += 1
                let before = server.bytes
                blackHole(try await reload(kind, values, at: startDate.addingTimeInterval(step * (interval + 60)), in: widgets))
                let after = server.bytes
                benchmark.measurement(wireBytes, after.read - before.read + after.written - before.written)
            }
        }
    }

    Benchmark(
        "network: widgets process peak memory, every network widget at once (10,000-item feed, 50 MB body)",
        configuration: Benchmark.Configuration(
            metrics: [peakResident, peakData], warmupIterations: 0, maxDuration: .seconds(10), maxIterations: 3)
    ) { benchmark in
        guard let program = WidgetsProcess.program else { return }
        for _ in benchmark.scaledIterations {
            let peak = try WidgetsProcess.peakWhileAnswering(program: program, base: base)
            benchmark.measurement(peakResident, peak.resident)
            benchmark.measurement(peakData, peak.data)
        }
    }
}

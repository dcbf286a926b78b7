// Extension benchmarks: the cost of one timeline round trip through an extension process
// (start, request, answer, archive) against the same timeline made in process, as the home
// screen makes it (a `ProviderRunner` on the catalog, a request from the engine):
//
// 1. The bundled clock (small): in process; through `homescreen-widgets` started for each
//    iteration (a new `ExtensionClient`, the request, `stop()`: "cold"); through one kept
//    running ("warm").
// 2. A script widget running a Python one-liner (`python3 -c 'print(...)'`), in process (its
//    command is a child process anyway), and through a warm `homescreen-widgets`.
// 3. A tiny Python extension, Examples/Extensions/hello.py (described once, as the host's
//    stored description is), cold and warm.
//
// The out-of-process cases need the `homescreen-widgets` program, which this package does not
// build: build it in the repository's root first,
//
//     swift build -c release --product homescreen-widgets
//
// (or with the release flags of the README: the benchmark runs whichever is there). It is
// looked for in $HOMESCREEN_WIDGETS_PROGRAM, beside this benchmark's binary, then in the root's
// .build/release; without it those cases are skipped with a message. `python3` must be on PATH.
//
// Run from Benchmarks/:
//
//     swift package --disable-sandbox benchmark --target ExtensionBenchmarks

import Benchmark
import BenchmarkMetrics
import BundledWidgets
import Foundation
import WidgetEngine

/// A fixed instant, so every run asks for the same timelines.
let startDate = Date(timeIntervalSinceReferenceDate: 800_000_000)

struct Failure: Error, CustomStringConvertible {
    var description: String
}

/// The repository's root (this file is Benchmarks/Benchmarks/ExtensionBenchmarks/ExtensionBenchmarks.swift).
let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// The built `homescreen-widgets`, or nil.
let widgetsProgram: String? = {
    let environment = ProcessInfo.processInfo.environment["HOMESCREEN_WIDGETS_PROGRAM"].map { [$0] } ?? []
    let beside = URL(fileURLWithPath: CommandLine.arguments.first ?? "").deletingLastPathComponent()
        .appendingPathComponent("homescreen-widgets").path
    let root = repositoryRoot.appendingPathComponent(".build/release/homescreen-widgets").path
    let found = (environment + [beside, root]).first { FileManager.default.isExecutableFile(atPath: $0) }
    if found == nil {
        print(
            "ExtensionBenchmarks: no homescreen-widgets (build it: swift build -c release --product homescreen-widgets in \(repositoryRoot.path)); its cases are skipped"
        )
    }
    return found
}()

/// Examples/Extensions/hello.py.
let helloPython = repositoryRoot.appendingPathComponent("Examples/Extensions/hello.py").path

/// The linked bundled widgets.
let bundled = WidgetCatalog(BundledWidgets().descriptors)

/// One timeline request for `kind`, made by an engine as the home screen's are (placed now).
func request(_ kind: String, configuration: ConfigValues = [:], in catalog: WidgetCatalog) throws -> ProviderRequest {
    var engine = TimelineEngine(catalog: catalog)
    engine.place(
        WidgetInstance(id: WidgetInstanceID(rawValue: "\(kind)-1"), kind: kind, family: .systemSmall, configuration: configuration),
        at: startDate)
    guard let request = engine.advance(to: startDate).first else { throw Failure(description: "no request for \(kind)") }
    return request
}

/// Runs `request` with `catalog`'s providers, as the home screen's work does, and answers the archived timeline.
func timeline(_ request: ProviderRequest, in catalog: WidgetCatalog) async throws -> ArchivedTimeline {
    let environment = WidgetRenderer.environment(
        family: .systemSmall, profile: .iPhone, context: RenderContext(now: startDate, palette: .dark))
    let result = await ProviderRunner(catalog: catalog).timeline(
        for: request, context: TimelineProviderContext(family: .systemSmall, date: request.date), environment: environment,
        limits: .standard, limit: .seconds(30))
    guard let result else { throw Failure(description: "\(request.instance.kind): no answer within 30 s") }
    switch result {
    case let .success(timeline): return timeline
    case let .failure(failure): throw Failure(description: "\(request.instance.kind): \(failure)")
    }
}

/// A client for `arguments`, as the home screen makes one (minimal environment, 48 MB), with
/// an idle stop far off so a warm program stays up between iterations.
func client(_ name: String, _ arguments: [String]) -> ExtensionClient {
    ExtensionClient(.init(name: name, arguments: arguments, idleSeconds: 3_600))
}

/// hello.py's widgets as the host stores them: described once, before a benchmark.
func describeHello() async throws -> [ExtensionWidget] {
    let describer = client("hello", [helloPython])
    defer { describer.stop() }
    switch await ExtensionCatalog.describe(describer) {
    case let .success(widgets): return widgets
    case let .failure(failure): throw Failure(description: "hello.py does not describe itself: \(failure)")
    }
}

let pythonCommand: ConfigValues = ["command": .string("python3 -c 'print(\"hello from python\")'")]

/// A program kept running across a benchmark's iterations, with the catalog it serves and a request.
struct Warm: Sendable {
    let client: ExtensionClient
    let catalog: WidgetCatalog
    let request: ProviderRequest
}

/// The warm programs running, stopped by each benchmark's teardown.
final class Running: @unchecked Sendable {
    private let lock = NSLock()
    private var clients: [ExtensionClient] = []

    func keep(_ client: ExtensionClient) { lock.withLock { clients.append(client) } }

    func stopAll() {
        let stopping = lock.withLock { () -> [ExtensionClient] in
            defer { clients = [] }
            return clients
        }
        for client in stopping { client.stop() }
    }
}

let running = Running()

/// Starts `client` by answering one timeline of `kind` (not measured) and keeps it for teardown.
func warm(_ client: ExtensionClient, catalog: WidgetCatalog, kind: String, configuration: ConfigValues = [:]) async throws -> Warm {
    running.keep(client)
    let warm = Warm(client: client, catalog: catalog, request: try request(kind, configuration: configuration, in: catalog))
    blackHole(try await timeline(warm.request, in: catalog))
    return warm
}

func stopRunning() { running.stopAll() }

let benchmarks: @Sendable () -> Void = {
    // CPU time beside wall clock: on the shared 2-core machine other work stretches the wall
    // clock. This process's CPU only: an extension's or a command's own CPU is in neither.
    let fast = Benchmark.Configuration(
        metrics: [.wallClock, .cpuTotal] + allocationMetrics,
        warmupIterations: 5,
        maxDuration: .seconds(5),
        maxIterations: 1_000
    )
    let processes = Benchmark.Configuration(
        metrics: [.wallClock, .cpuTotal] + allocationMetrics,
        warmupIterations: 3,
        maxDuration: .seconds(10),
        maxIterations: 200
    )

    // MARK: 1. The bundled clock

    Benchmark("clock timeline: in process", configuration: fast) { benchmark, clock in
        for _ in benchmark.scaledIterations {
            blackHole(try await timeline(clock, in: bundled))
        }
    } setup: {
        try request("clock", in: bundled)
    }

    if let program = widgetsProgram {
        Benchmark("clock timeline: homescreen-widgets, cold (start, request, stop)", configuration: processes) { benchmark, clock in
            for _ in benchmark.scaledIterations {
                let extensionClient = client("homescreen-widgets", [program])
                let served = WidgetCatalog(ExtensionCatalog.served(bundled.descriptors, by: extensionClient))
                blackHole(try await timeline(clock, in: served))
                extensionClient.stop()
            }
        } setup: {
            try request("clock", in: bundled)
        }

        Benchmark("clock timeline: homescreen-widgets, warm", configuration: fast) { (benchmark: Benchmark, state: Warm) in
            for _ in benchmark.scaledIterations {
                blackHole(try await timeline(state.request, in: state.catalog))
            }
        } setup: {
            () async throws -> Warm in
            let extensionClient = client("homescreen-widgets", [program])
            return try await warm(
                extensionClient, catalog: WidgetCatalog(ExtensionCatalog.served(bundled.descriptors, by: extensionClient)), kind: "clock")
        } teardown: {
            stopRunning()
        }
    }

    // MARK: 2. A script widget running Python

    Benchmark("python script widget: in process", configuration: processes) { benchmark, script in
        for _ in benchmark.scaledIterations {
            blackHole(try await timeline(script, in: bundled))
        }
    } setup: {
        try request("script", configuration: pythonCommand, in: bundled)
    }

    if let program = widgetsProgram {
        Benchmark("python script widget: homescreen-widgets, warm", configuration: processes) { (benchmark: Benchmark, state: Warm) in
            for _ in benchmark.scaledIterations {
                blackHole(try await timeline(state.request, in: state.catalog))
            }
        } setup: {
            () async throws -> Warm in
            let extensionClient = client("homescreen-widgets", [program])
            return try await warm(
                extensionClient, catalog: WidgetCatalog(ExtensionCatalog.served(bundled.descriptors, by: extensionClient)),
                kind: "script", configuration: pythonCommand)
        } teardown: {
            stopRunning()
        }
    }

    // MARK: 3. A Python extension (hello.py)

    Benchmark("hello.py extension timeline: cold (start, request, stop)", configuration: processes) {
        (benchmark: Benchmark, described: ([ExtensionWidget], ProviderRequest)) in
        let (widgets, hello) = described
        for _ in benchmark.scaledIterations {
            let extensionClient = client("hello", [helloPython])
            let catalog = WidgetCatalog(ExtensionCatalog.descriptors(widgets, client: extensionClient))
            blackHole(try await timeline(hello, in: catalog))
            extensionClient.stop()
        }
    } setup: {
        () async throws -> ([ExtensionWidget], ProviderRequest) in
        let widgets = try await describeHello()
        // Nothing starts: the request is made from the stored description.
        return (
            widgets, try request("hello", in: WidgetCatalog(ExtensionCatalog.descriptors(widgets, client: client("hello", [helloPython]))))
        )
    }

    Benchmark("hello.py extension timeline: warm", configuration: fast) { (benchmark: Benchmark, state: Warm) in
        for _ in benchmark.scaledIterations {
            blackHole(try await timeline(state.request, in: state.catalog))
        }
    } setup: {
        () async throws -> Warm in
        let extensionClient = client("hello", [helloPython])
        let widgets = try await describeHello()
        return try await warm(
            extensionClient, catalog: WidgetCatalog(ExtensionCatalog.descriptors(widgets, client: extensionClient)), kind: "hello")
    } teardown: {
        stopRunning()
    }
}

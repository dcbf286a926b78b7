// swift-tools-version: 6.1
// Renderer and engine benchmarks, kept in their own package so that the main package does not
// depend on ordo-one/benchmark. Run from this folder:
//
//     swift package --disable-sandbox benchmark
//     swift package --disable-sandbox benchmark --target EngineBenchmarks
//
// The malloc interposer (package-benchmark's `MallocInterposer` trait) is off: it puts a size
// header on every allocation and counts it, which slows allocation-heavy code (the 1,000-node
// render 1.09 ms with it, 0.8 ms without), so timings would not be those of the product. To count allocations (the
// "Malloc (total)" rows), put `traits: ["MallocInterposer"]` below and run with
// HOMESCREEN_BENCHMARK_MALLOCS set (which adds the rows); switching either way needs a fresh
// `.build`, as the old one keeps the interposer's module where `canImport` finds it:
//
//     rm -rf .build && HOMESCREEN_BENCHMARK_MALLOCS=1 swift package --disable-sandbox benchmark
//
// (An environment variable read here did not choose the trait: with SwiftPM 6.3 the trait
// stayed off, with its manifest cache or without.)
import PackageDescription

let package = Package(
    name: "homescreen-benchmarks",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "homescreen", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: []),
    ],
    targets: [
        // The views and archives the benchmarks render, shared with RenderProfile.
        .target(
            name: "RenderFixtures",
            dependencies: [
                .product(name: "WidgetUI", package: "homescreen"),
                .product(name: "WidgetEngine", package: "homescreen"),
                .product(name: "BundledWidgets", package: "homescreen"),
                .product(name: "CellGrid", package: "homescreen"),
            ]
        ),
        // The allocation metrics, reported only when the interposer is built in.
        .target(
            name: "BenchmarkMetrics",
            dependencies: [.product(name: "Benchmark", package: "benchmark")]
        ),
        .executableTarget(
            name: "RenderBenchmarks",
            dependencies: [
                "RenderFixtures",
                "BenchmarkMetrics",
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "WidgetUI", package: "homescreen"),
                .product(name: "WidgetEngine", package: "homescreen"),
                .product(name: "CellGrid", package: "homescreen"),
            ],
            path: "Benchmarks/RenderBenchmarks",
            plugins: [
                .plugin(name: "BenchmarkPlugin", package: "benchmark")
            ]
        ),
        // Engine benchmarks: the scheduler's next-instant + advance step at 100 / 1,000 / 10,000
        // instances, and the archived size of each bundled widget's entries.
        .executableTarget(
            name: "EngineBenchmarks",
            dependencies: [
                "BenchmarkMetrics",
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "Archive", package: "homescreen"),
                .product(name: "WidgetEngine", package: "homescreen"),
                .product(name: "BundledWidgets", package: "homescreen"),
            ],
            path: "Benchmarks/EngineBenchmarks",
            plugins: [
                .plugin(name: "BenchmarkPlugin", package: "benchmark")
            ]
        ),
        // The calendar over 50 files and 5,000 events: the next week rendered from a cold read
        // (issue 21's figure), and the reload (read, expand a week, entries, resolve).
        .executableTarget(
            name: "CalendarBenchmarks",
            dependencies: [
                "BenchmarkMetrics",
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "WidgetEngine", package: "homescreen"),
                .product(name: "BundledWidgets", package: "homescreen"),
            ],
            path: "Benchmarks/CalendarBenchmarks",
            plugins: [
                .plugin(name: "BenchmarkPlugin", package: "benchmark")
            ]
        ),
        // The home screen's cost per tick with a seconds timer on screen (headless, manual clock).
        .executableTarget(
            name: "HomeScreenBenchmarks",
            dependencies: [
                "BenchmarkMetrics",
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "HomeScreenUI", package: "homescreen"),
                .product(name: "HostIO", package: "homescreen"),
                .product(name: "WidgetEngine", package: "homescreen"),
                .product(name: "BundledWidgets", package: "homescreen"),
                .product(name: "CellGrid", package: "homescreen"),
            ],
            path: "Benchmarks/HomeScreenBenchmarks",
            plugins: [
                .plugin(name: "BenchmarkPlugin", package: "benchmark")
            ]
        ),
        // A timeline through an extension process (cold and warm) against in process: the bundled
        // clock, a Python script widget, hello.py. Needs homescreen-widgets built in the root
        // (see the file's top comment).
        .executableTarget(
            name: "ExtensionBenchmarks",
            dependencies: [
                "BenchmarkMetrics",
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "WidgetEngine", package: "homescreen"),
                .product(name: "BundledWidgets", package: "homescreen"),
            ],
            path: "Benchmarks/ExtensionBenchmarks",
            plugins: [
                .plugin(name: "BenchmarkPlugin", package: "benchmark")
            ]
        ),
        // The network widgets against a loopback server answering as the documented APIs do:
        // a reload's bytes over the wire and CPU time per widget, and the peak memory of the
        // widgets' process asked for all of them at once (see the file's top comment).
        .executableTarget(
            name: "NetworkBenchmarks",
            dependencies: [
                "BenchmarkMetrics",
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "WidgetEngine", package: "homescreen"),
                .product(name: "BundledWidgets", package: "homescreen"),
                .product(name: "WidgetNetwork", package: "homescreen"),
                .product(name: "LoopbackServer", package: "homescreen"),
            ],
            path: "Benchmarks/NetworkBenchmarks",
            plugins: [
                .plugin(name: "BenchmarkPlugin", package: "benchmark")
            ]
        ),
        // A plain loop over one scenario, for profilers (not a benchmark: the plugin runs only
        // targets under Benchmarks/). `swift build -c release --product RenderProfile`, then e.g.
        // `valgrind --tool=callgrind .build/release/RenderProfile thousand-paint 20`.
        .executableTarget(
            name: "RenderProfile",
            dependencies: ["RenderFixtures"],
            path: "Profile/RenderProfile"
        ),
        // The calendar benchmark's reload in a plain loop, for profilers (see its top comment).
        .executableTarget(
            name: "CalendarProfile",
            dependencies: [
                .product(name: "WidgetEngine", package: "homescreen"),
                .product(name: "BundledWidgets", package: "homescreen"),
            ],
            path: "Profile/CalendarProfile"
        ),
        // Renders thousands of random archives and the bundled widgets to one file, to check that
        // a renderer change leaves every cell as it was (see the comment at its top).
        .executableTarget(
            name: "Golden",
            dependencies: ["RenderFixtures", .product(name: "BundledWidgets", package: "homescreen")],
            path: "Profile/Golden"
        ),
        // ncursesw for TickFloor (the main package's wrapper is not one of its products).
        .systemLibrary(name: "CTickFloorCurses", path: "Profile/CTickFloorCurses"),
        // The least a Swift program does to tick once a second in a terminal: tick.py's floor
        // beside tty-clock (see the comment at its top).
        .executableTarget(name: "TickFloor", dependencies: ["CTickFloorCurses"], path: "Profile/TickFloor"),
    ]
)

// swift-tools-version: 6.1
// Renderer benchmarks, kept in their own package so that the main package does not depend on
// ordo-one/benchmark. Run from this folder:
//
//     swift package --disable-sandbox benchmark
//
import PackageDescription

let package = Package(
    name: "homescreen-benchmarks",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "homescreen", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "RenderBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "WidgetUI", package: "homescreen"),
                .product(name: "WidgetEngine", package: "homescreen"),
                .product(name: "BundledWidgets", package: "homescreen"),
                .product(name: "CellGrid", package: "homescreen"),
            ],
            path: "Benchmarks/RenderBenchmarks",
            plugins: [
                .plugin(name: "BenchmarkPlugin", package: "benchmark"),
            ]
        ),
    ]
)

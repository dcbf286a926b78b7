// Renderer benchmarks: resolve (views -> ViewNode archive), layout and paint (archive ->
// CellBuffer), for a large widget and for a ~1,000-node tree.
//
// Run from /work/main/Benchmarks:
//
//     swift package --disable-sandbox benchmark
//
// Goals: under 100 µs median for a large widget, under 1 ms for 1,000 nodes.

import Benchmark
import BundledWidgets
import CellGrid
import WidgetEngine
import WidgetUI

// MARK: - Fixtures

/// A fixed instant, so every run formats the same dates and picks the same timeline entry.
let fixedDate = Date(timeIntervalSinceReferenceDate: 800_000_000)
let renderContext = RenderContext(now: fixedDate, palette: .dark)

/// A large widget's size on the iPhone profile.
let largeSize = CellSize(width: 46, height: 22)
/// An extra-large widget's size on the iPhone profile.
let extraLargeSize = CellSize(width: 94, height: 22)

/// One line of `LargeLikeView`.
struct RowSample: Sendable {
    let symbol: String
    let title: String
    let detail: String
    let progress: Double
}

let rowSamples: [RowSample] = [
    RowSample(symbol: "sun.max", title: "Weather", detail: "21°", progress: 0.21),
    RowSample(symbol: "cloud.rain", title: "Rain", detail: "40%", progress: 0.40),
    RowSample(symbol: "thermometer", title: "気温", detail: "18°", progress: 0.18),
    RowSample(symbol: "wind", title: "Wind", detail: "12 km/h", progress: 0.12),
    RowSample(symbol: "humidity", title: "습도", detail: "63%", progress: 0.63),
    RowSample(symbol: "sunrise", title: "Sunrise", detail: "06:12", progress: 0.25),
    RowSample(symbol: "sunset", title: "Sunset", detail: "19:48", progress: 0.82),
    RowSample(symbol: "moon", title: "Moon", detail: "Waxing", progress: 0.55),
    RowSample(symbol: "umbrella", title: "傘", detail: "Maybe", progress: 0.50),
    RowSample(symbol: "drop", title: "Dew point", detail: "9°", progress: 0.09),
    RowSample(symbol: "snowflake", title: "Snow", detail: "0 cm", progress: 0.0),
    RowSample(symbol: "cloud.sun", title: "UV index", detail: "Moderate", progress: 0.45),
    RowSample(symbol: "sparkles", title: "Air quality", detail: "Good", progress: 0.3),
    RowSample(symbol: "cloud.fog", title: "Visibility", detail: "10 km", progress: 1.0),
]

/// A public view shaped like a large widget: a header, a divider and 14 rows of text, a
/// symbol, a spacer and a progress bar (15 lines in all).
struct LargeLikeView: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            HStack {
                Image(systemName: "sparkles").foregroundColor(.yellow)
                Text("Today").font(.headline)
                Spacer(minLength: 0)
                Text("日本語").foregroundStyle(.secondary)
            }
            Divider()
            ForEach(0..<rowSamples.count) { index in
                let row = rowSamples[index]
                HStack(spacing: 7) {
                    Image(systemName: row.symbol)
                    Text(row.title).bold()
                    Spacer(minLength: 0)
                    Text(row.detail).foregroundStyle(.secondary)
                    ProgressView(value: row.progress).frame(width: 56)
                }
            }
        }
    }
}

/// About 1,000 nodes: a VStack of 100 HStacks, each of a symbol, seven texts (ASCII, CJK,
/// Hangul) and a spacer.
struct ThousandNodeView: View {
    static let words = ["alpha", "日本語", "beta", "한국어", "gamma", "漢字かな", "delta", "émoji"]

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(0..<100) { row in
                HStack(spacing: 1) {
                    Image(systemName: row.isMultiple(of: 2) ? "sun.max" : "moon")
                    Text("\(row)")
                    Text(Self.words[row % 8]).bold()
                    Text(Self.words[(row + 1) % 8])
                    Text(Self.words[(row + 3) % 8]).foregroundStyle(.secondary)
                    Text("行\(row)")
                    Text(Self.words[(row + 5) % 8]).italic()
                    Spacer()
                    Text("\(row * 7)%")
                }
            }
        }
    }
}

/// The showcase widget's catalog, descriptor and archived `.systemLarge` timeline.
struct ShowcaseFixture: Sendable {
    let catalog: WidgetCatalog
    let entryView: ViewNode

    static func make() async -> ShowcaseFixture {
        let catalog = WidgetCatalog(BundledWidgets().descriptors)
        guard let descriptor = catalog.descriptor(forKind: "showcase") else {
            fatalError("no showcase widget in the bundled catalog; kinds: \(catalog.kinds)")
        }
        let environment = WidgetRenderer.environment(family: .systemLarge, profile: .iPhone, context: renderContext)
        let timeline = await descriptor.provider.timeline(in: TimelineProviderContext(family: .systemLarge, date: fixedDate),
                                                          environment: environment)
        guard let entry = timeline.entry(at: fixedDate) else { fatalError("the showcase timeline is empty") }
        return ShowcaseFixture(catalog: catalog, entryView: entry.view)
    }
}

/// Prints a fixture's node count once per process (the benchmark runner calls setup per benchmark).
func report(_ name: String, _ node: ViewNode) {
    print("\(name): \(node.nodeCount) nodes")
}

// MARK: - Benchmarks

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .throughput],
        warmupIterations: 20,
        maxDuration: .seconds(3),
        maxIterations: 20_000
    )

    // 1. The showcase widget, .systemLarge, the whole path: provider, resolve of every entry,
    //    layout and paint.
    Benchmark("showcase large: resolve + layout + paint") { benchmark, catalog in
        for _ in benchmark.scaledIterations {
            do {
                let rendered = try await WidgetRenderer.render(kind: "showcase", in: catalog, family: .systemLarge,
                                                               context: renderContext)
                blackHole(rendered)
            } catch {
                benchmark.error("render failed: \(error)")
            }
        }
    } setup: {
        await ShowcaseFixture.make().catalog
    }

    // The showcase's archived entry: layout + paint only.
    Benchmark("showcase large: layout + paint (archived)") { benchmark, node in
        for _ in benchmark.scaledIterations {
            blackHole(WidgetRenderer.render(node, family: .systemLarge, context: renderContext))
        }
    } setup: {
        let node = await ShowcaseFixture.make().entryView
        report("showcase large archive", node)
        return node
    }

    // A public large-widget-like view: resolve only, then resolve + layout + paint.
    Benchmark("large-like view: resolve") { benchmark in
        let view = LargeLikeView()
        for _ in benchmark.scaledIterations {
            blackHole(ViewResolver.resolve(view, in: EnvironmentValues()))
        }
    }

    Benchmark("large-like view: resolve + layout + paint") { benchmark in
        let view = LargeLikeView()
        for _ in benchmark.scaledIterations {
            let node = ViewResolver.resolve(view, in: EnvironmentValues())
            blackHole(ViewRenderer.render(node, size: largeSize, context: renderContext))
        }
    } setup: {
        report("large-like view", ViewResolver.resolve(LargeLikeView(), in: EnvironmentValues()))
    }

    Benchmark("large-like view: layout + paint (archived)") { benchmark, node in
        for _ in benchmark.scaledIterations {
            blackHole(ViewRenderer.render(node, size: largeSize, context: renderContext))
        }
    } setup: {
        ViewResolver.resolve(LargeLikeView(), in: EnvironmentValues())
    }

    // 2. About 1,000 nodes into a 94 x 22 buffer.
    Benchmark("1,000-node tree: resolve + layout + paint") { benchmark in
        let view = ThousandNodeView()
        for _ in benchmark.scaledIterations {
            blackHole(ViewRenderer.render(view, size: extraLargeSize, context: renderContext))
        }
    } setup: {
        report("1,000-node tree", ViewResolver.resolve(ThousandNodeView(), in: EnvironmentValues()))
    }

    Benchmark("1,000-node tree: resolve") { benchmark in
        let view = ThousandNodeView()
        for _ in benchmark.scaledIterations {
            blackHole(ViewResolver.resolve(view, in: EnvironmentValues()))
        }
    }

    Benchmark("1,000-node tree: layout + paint (archived)") { benchmark, node in
        for _ in benchmark.scaledIterations {
            blackHole(ViewRenderer.render(node, size: extraLargeSize, context: renderContext))
        }
    } setup: {
        ViewResolver.resolve(ThousandNodeView(), in: EnvironmentValues())
    }
}

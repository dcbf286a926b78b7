// Renderer benchmarks: resolve (views -> ViewNode archive), layout and paint (archive ->
// CellBuffer), for a large widget and for a ~1,000-node tree. The fixtures are in
// Sources/RenderFixtures.
//
// Run from /work/main/Benchmarks:
//
//     swift package --disable-sandbox benchmark
//
// Goals: under 100 µs median for a large widget, under 1 ms for 1,000 nodes.

import Benchmark
import BenchmarkMetrics
import CellGrid
import RenderFixtures
import WidgetEngine
import WidgetUI

/// Prints a fixture's node count (setup runs once per benchmark, outside the measurement).
func report(_ name: String, _ node: ViewNode) {
    print("\(name): \(node.nodeCount) nodes")
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput] + allocationMetrics,
        warmupIterations: 20,
        maxDuration: .seconds(3),
        maxIterations: 20_000
    )

    // MARK: 1. Large widget (46 x 22)

    // The measure: the showcase view resolved once (one entry, through the provider's
    // synchronous placeholder call, which resolves the same view), laid out and painted.
    Benchmark("showcase large: resolve one entry + layout + paint") { benchmark, catalog in
        guard let descriptor = catalog.descriptor(forKind: "showcase") else {
            benchmark.error("no showcase widget")
            return
        }
        let context = TimelineProviderContext(family: .systemLarge, date: renderContext.now)
        let environment = WidgetRenderer.environment(family: .systemLarge, profile: .iPhone, context: renderContext)
        for _ in benchmark.scaledIterations {
            let entry = descriptor.provider.placeholder(in: context, environment: environment)
            blackHole(WidgetRenderer.render(entry.view, family: .systemLarge, context: renderContext))
        }
    } setup: {
        await ShowcaseFixture.make().catalog
    }

    // The showcase widget through the public API: the async provider call, resolve of every
    // timeline entry (three), then layout and paint of the current one.
    Benchmark("showcase large: provider + resolve all entries + layout + paint") { benchmark, catalog in
        for _ in benchmark.scaledIterations {
            do {
                let rendered = try await WidgetRenderer.render(
                    kind: "showcase", in: catalog, family: .systemLarge,
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

    // A public large-widget-like view (16 lines, ~100 nodes).
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

    // MARK: 2. About 1,000 nodes into 94 x 22

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

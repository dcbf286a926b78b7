// Runs one benchmark scenario in a plain loop, for profilers:
//
//     swift build -c release --product RenderProfile
//     objcopy --strip-debug .build/release/RenderProfile /tmp/RenderProfile
//     valgrind --tool=callgrind /tmp/RenderProfile thousand-paint 20
//     callgrind_annotate --inclusive=yes callgrind.out.<pid> | head -60
//
// (valgrind 3.19 cannot read the DWARF 5 that Swift 6.3 writes, hence the stripped copy;
// symbols stay.) For the cost of one iteration without the set-up, run N and M iterations and
// divide the difference of the two totals by M - N.
//
// Scenarios: showcase, showcase-entry (the showcase measure), showcase-paint,
// large-resolve, large-paint, thousand, thousand-resolve, thousand-paint. The fixture is built
// before the loop.
//
// valgrind 3.19 stops at the threads the async provider starts, so to profile the showcase's
// layout + paint, save its archive natively and profile the loading scenario:
//
//     .build/release/RenderProfile dump-showcase /tmp/showcase.json
//     valgrind --tool=callgrind .build/release/RenderProfile archive-paint 100 /tmp/showcase.json

import CellGrid
import RenderFixtures
import WidgetEngine
import WidgetUI

let arguments = CommandLine.arguments.dropFirst()
let scenario = arguments.first ?? "thousand-paint"
let iterations = arguments.dropFirst().first.flatMap(Int.init) ?? 100

var checksum = 0
@MainActor func consume(_ rendered: RenderedView) { checksum &+= rendered.buffer.size.width }
@MainActor func consume(_ node: ViewNode) { checksum &+= node.children.count }

switch scenario {
case "showcase":
    let catalog = await ShowcaseFixture.make().catalog
    for _ in 0..<iterations {
        consume(try await WidgetRenderer.render(kind: "showcase", in: catalog, family: .systemLarge, context: renderContext))
    }
case "showcase-paint":
    let node = await ShowcaseFixture.make().entryView
    for _ in 0..<iterations { consume(WidgetRenderer.render(node, family: .systemLarge, context: renderContext)) }
case "large-resolve":
    for _ in 0..<iterations { consume(ViewResolver.resolve(LargeLikeView(), in: EnvironmentValues())) }
case "large-paint":
    let node = ViewResolver.resolve(LargeLikeView(), in: EnvironmentValues())
    for _ in 0..<iterations { consume(ViewRenderer.render(node, size: largeSize, context: renderContext)) }
case "thousand":
    for _ in 0..<iterations { consume(ViewRenderer.render(ThousandNodeView(), size: extraLargeSize, context: renderContext)) }
case "thousand-resolve":
    for _ in 0..<iterations { consume(ViewResolver.resolve(ThousandNodeView(), in: EnvironmentValues())) }
case "thousand-paint":
    let node = ViewResolver.resolve(ThousandNodeView(), in: EnvironmentValues())
    for _ in 0..<iterations { consume(ViewRenderer.render(node, size: extraLargeSize, context: renderContext)) }
case "dump-showcase":
    let path = arguments.dropFirst().first ?? "showcase.json"
    let node = await ShowcaseFixture.make().entryView
    try node.jsonDocument().write(toFile: path, atomically: true, encoding: .utf8)
    print("wrote \(node.nodeCount) nodes to \(path)")
    exit(0)
case "showcase-placeholder":
    // Resolve one showcase entry (the synchronous placeholder call) and render it.
    if let descriptor = ShowcaseFixture.catalog.descriptor(forKind: "showcase") {
        let context = TimelineProviderContext(family: .systemLarge, date: renderContext.now)
        let environment = WidgetRenderer.environment(family: .systemLarge, profile: .iPhone, context: renderContext)
        for _ in 0..<iterations { consume(descriptor.provider.placeholder(in: context, environment: environment).view) }
    }
case "showcase-entry":
    // The showcase measure, as the benchmark runs it: resolve one entry (the
    // placeholder call), then lay it out and paint it.
    if let descriptor = ShowcaseFixture.catalog.descriptor(forKind: "showcase") {
        let context = TimelineProviderContext(family: .systemLarge, date: renderContext.now)
        let environment = WidgetRenderer.environment(family: .systemLarge, profile: .iPhone, context: renderContext)
        for _ in 0..<iterations {
            let entry = descriptor.provider.placeholder(in: context, environment: environment)
            consume(WidgetRenderer.render(entry.view, family: .systemLarge, context: renderContext))
        }
    }
case "archive-paint":
    let path = arguments.dropFirst(2).first ?? "showcase.json"
    let node = try ViewNode(jsonDocument: String(contentsOfFile: path, encoding: .utf8))
    for _ in 0..<iterations { consume(WidgetRenderer.render(node, family: .systemLarge, context: renderContext)) }
default:
    print("unknown scenario \(scenario)")
    exit(2)
}
print("\(scenario) x\(iterations): checksum \(checksum)")

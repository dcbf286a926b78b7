// The views and archives the renderer benchmarks measure, shared by RenderBenchmarks and
// RenderProfile so that a profile looks at exactly what a benchmark times.

import BundledWidgets
import CellGrid
import WidgetEngine
import WidgetUI

/// A fixed instant, so every run formats the same dates and picks the same timeline entry.
public let fixedDate = Date(timeIntervalSinceReferenceDate: 800_000_000)
/// Dark palette at `fixedDate`.
public let renderContext = RenderContext(now: fixedDate, palette: .dark)

/// A large widget's size on the iPhone profile.
public let largeSize = CellSize(width: 46, height: 22)
/// An extra-large widget's size on the iPhone profile.
public let extraLargeSize = CellSize(width: 94, height: 22)

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

/// A public view shaped like a large widget: a header, a divider and 14 rows of a symbol,
/// text, a spacer and a progress bar (16 lines, about 100 nodes).
public struct LargeLikeView: View {
    public init() {}

    public var body: some View {
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

/// 1,001 nodes: a VStack of 100 HStacks, each of a symbol, seven texts (ASCII, CJK, Hangul,
/// Latin-1) and a spacer.
public struct ThousandNodeView: View {
    static let words = ["alpha", "日本語", "beta", "한국어", "gamma", "漢字かな", "delta", "émoji"]

    public init() {}

    public var body: some View {
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

/// The bundled catalog and the showcase widget's archived `.systemLarge` entry at `fixedDate`.
public struct ShowcaseFixture: Sendable {
    public let catalog: WidgetCatalog
    public let entryView: ViewNode

    /// The bundled widgets' catalog, built without any task (for profilers).
    public static var catalog: WidgetCatalog { WidgetCatalog(BundledWidgets().descriptors) }

    public static func make() async -> ShowcaseFixture {
        let catalog = WidgetCatalog(BundledWidgets().descriptors)
        guard let descriptor = catalog.descriptor(forKind: "showcase") else {
            fatalError("no showcase widget in the bundled catalog; kinds: \(catalog.kinds)")
        }
        let environment = WidgetRenderer.environment(family: .systemLarge, profile: .iPhone, context: renderContext)
        let timeline: ArchivedTimeline
        do {
            timeline = try await descriptor.provider.timeline(
                in: TimelineProviderContext(family: .systemLarge, date: fixedDate),
                environment: environment)
        } catch {
            fatalError("the showcase provider failed: \(error)")
        }
        guard let entry = timeline.entry(at: fixedDate) else { fatalError("the showcase timeline is empty") }
        return ShowcaseFixture(catalog: catalog, entryView: entry.view)
    }
}

import Foundation
import Testing
import TestSupport
import WidgetEngine

// The README's example widget, verbatim: iOS-style signatures (completions without
// @Sendable) must compile against WidgetEngine unchanged.

struct CountdownEntry: TimelineEntry {
    let date: Date
    let target: Date
}

struct CountdownProvider: TimelineProvider {
    func placeholder(in context: Context) -> CountdownEntry { CountdownEntry(date: context.date, target: context.date) }
    func getSnapshot(in context: Context, completion: @escaping (CountdownEntry) -> Void) {
        completion(CountdownEntry(date: context.date, target: context.date.addingTimeInterval(3_600)))
    }
    func getTimeline(in context: Context, completion: @escaping (Timeline<CountdownEntry>) -> Void) {
        let entry = CountdownEntry(date: context.date, target: context.date.addingTimeInterval(3_600))
        completion(Timeline(entries: [entry], policy: .never))
    }
}

struct CountdownView: View {
    let entry: CountdownEntry
    @Environment(\.widgetFamily) private var family
    var body: some View {
        VStack(alignment: .leading) {
            Label("Launch", systemImage: "timer").font(.headline)
            Text(timerInterval: entry.date...entry.target)        // redrawn live, no reload
            ProgressView(timerInterval: entry.date...entry.target)
        }
        .containerBackground(.background, for: .widget)
    }
}

struct CountdownWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "countdown", provider: CountdownProvider()) { CountdownView(entry: $0) }
            .configurationDisplayName("Countdown")
            .supportedFamilies([.systemSmall, .systemMedium])
    }
}

struct ReadmeExampleTests {
    @Test func smallCountdown() async throws {
        let catalog = WidgetCatalog([CountdownWidget().body.descriptor])
        let context = RenderContext(now: Fixtures.instant, palette: .monochrome, locale: Fixtures.locale, timeZone: Fixtures.utc)
        let rendered = try await WidgetRenderer.render(kind: "countdown", in: catalog, family: .systemSmall, context: context)
        #expect(rendered.text.contains("1:00:00"))
        let later = try await WidgetRenderer.render(kind: "countdown", in: catalog, family: .systemSmall,
                                                    context: RenderContext(now: Fixtures.instant.addingTimeInterval(0), palette: .monochrome))
        #expect(later.buffer.size == CellSize(width: 22, height: 10))
    }

    @Test func theViewAloneRendersWithoutItsProvider() {
        let entry = CountdownEntry(date: Fixtures.instant, target: Fixtures.instant.addingTimeInterval(90))
        let context = Fixtures.plainContext(at: Fixtures.instant.addingTimeInterval(30))
        let text = WidgetRenderer.render(CountdownView(entry: entry), family: .systemMedium, context: context).text
        #expect(text.contains("1:00"))
        #expect(text.contains("Launch"))
    }
}

// Preview code from an iOS widget compiles and renders.
struct CountdownPreviews: PreviewProvider {
    static var previews: some View {
        CountdownView(entry: CountdownEntry(date: Fixtures.instant, target: Fixtures.instant.addingTimeInterval(60)))
            .previewContext(WidgetPreviewContext(family: .systemMedium))
            .previewDisplayName("Medium")
    }
}

struct PreviewTests {
    @Test func previewsRenderInTheirContextsFamily() {
        let text = ViewRenderer.render(CountdownPreviews.previews, size: CellSize(width: 46, height: 10), context: Fixtures.plainContext()).text
        #expect(text.contains("Launch"))
        #expect(text.contains("1:00"))
    }
}

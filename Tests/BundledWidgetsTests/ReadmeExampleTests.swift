import Foundation
import Testing
import TestSupport
// The README's example widget, verbatim (ReadmeCodeBlockTests checks it is): iOS-style
// signatures (completions without @Sendable) must compile against WidgetEngine unchanged.
import WidgetEngine // brings WidgetUI and Foundation along, as WidgetKit brings SwiftUI

struct LaunchEntry: TimelineEntry {
    let date: Date
    let target: Date
}

struct LaunchProvider: TimelineProvider {
    func placeholder(in context: Context) -> LaunchEntry { LaunchEntry(date: context.date, target: context.date) }
    func getSnapshot(in context: Context, completion: @escaping (LaunchEntry) -> Void) {
        completion(LaunchEntry(date: context.date, target: context.date.addingTimeInterval(3_600)))
    }
    func getTimeline(in context: Context, completion: @escaping (Timeline<LaunchEntry>) -> Void) {
        let entry = LaunchEntry(date: context.date, target: context.date.addingTimeInterval(3_600))
        completion(Timeline(entries: [entry], policy: .never))
    }
}

struct LaunchView: View {
    let entry: LaunchEntry
    @Environment(\.widgetFamily) private var family
    var body: some View {
        VStack(alignment: .leading) {
            Label("Launch", systemImage: "timer").font(.headline)
            Text(timerInterval: entry.date...entry.target) // redrawn live, no reload
            ProgressView(timerInterval: entry.date...entry.target)
        }
        .containerBackground(.background, for: .widget)
    }
}

struct LaunchCountdown: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "launch", provider: LaunchProvider()) { LaunchView(entry: $0) }
            .configurationDisplayName("Launch")
            .supportedFamilies([.systemSmall, .systemMedium])
    }
}

struct ReadmeExampleTests {
    @Test func theViewAloneRendersWithoutItsProvider() {
        let entry = LaunchEntry(date: Fixtures.instant, target: Fixtures.instant.addingTimeInterval(90))
        let context = Fixtures.plainContext(at: Fixtures.instant.addingTimeInterval(30))
        let text = WidgetRenderer.render(LaunchView(entry: entry), family: .systemMedium, context: context).text
        #expect(text.contains("1:00"))
        #expect(text.contains("Launch"))
    }
}

// Preview code from an iOS widget compiles and renders.
struct LaunchPreviews: PreviewProvider {
    static var previews: some View {
        LaunchView(entry: LaunchEntry(date: Fixtures.instant, target: Fixtures.instant.addingTimeInterval(60)))
            .previewContext(WidgetPreviewContext(family: .systemMedium))
            .previewDisplayName("Medium")
    }
}

struct PreviewTests {
    @Test func previewsRenderInTheirContextsFamily() {
        let text = ViewRenderer.render(LaunchPreviews.previews, size: CellSize(width: 46, height: 10), context: Fixtures.plainContext())
            .text
        #expect(text.contains("Launch"))
        #expect(text.contains("1:00"))
    }
}

// An iOS widget as written for SwiftUI and WidgetKit; only its imports differ.
// import SwiftUI
// import WidgetKit
import WidgetEngine

/// `ProgressView(timerInterval:countsDown:label:currentValueLabel:)`, `@State`,
/// `@Environment(\.openURL)`, `dynamicTypeSize` and `privacySensitive` on a progress view, as an
/// iOS widget uses them.
struct TeaTimerEntry: TimelineEntry {
    let date: Date
    let steeping: ClosedRange<Date>
}

struct TeaTimerProvider: TimelineProvider {
    func placeholder(in context: Context) -> TeaTimerEntry {
        TeaTimerEntry(date: context.date, steeping: context.date...context.date.addingTimeInterval(240))
    }

    func getSnapshot(in context: Context, completion: @escaping @Sendable (TeaTimerEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<TeaTimerEntry>) -> Void) {
        let start = context.date.addingTimeInterval(-60)
        completion(Timeline(entries: [TeaTimerEntry(date: context.date, steeping: start...start.addingTimeInterval(240))], policy: .never))
    }
}

struct TeaTimerView: View {
    var entry: TeaTimerEntry
    @State private var brew = "Sencha"
    @Environment(\.openURL) private var openURL
    @Environment(\.dynamicTypeSize) private var typeSize

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ProgressView(timerInterval: entry.steeping, countsDown: true) {
                Text(brew)
            } currentValueLabel: {
                Text(timerInterval: entry.steeping, countsDown: true)
            }
            .privacySensitive()
            Text(typeSize.isAccessibilitySize ? "Big" : "Size \(String(describing: typeSize))")
            SizeLabel()
                .dynamicTypeSize(.accessibility2)
        }
        .onAppear {
            if let url = URL(string: "https://example.com/tea") { openURL(url) }
        }
    }
}

struct SizeLabel: View {
    @Environment(\.dynamicTypeSize) private var typeSize
    @Environment(\.sizeCategory) private var category

    var body: some View {
        Text(typeSize.isAccessibilitySize ? "Accessibility \(category.isAccessibilityCategory)" : "Regular")
    }
}

struct TeaTimerWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "port-tea-timer", provider: TeaTimerProvider()) { entry in
            TeaTimerView(entry: entry)
        }
        .configurationDisplayName("Tea timer")
        .supportedFamilies([.systemSmall])
    }
}

/// A bundle with an `if #available` block, as iOS bundles add widgets of newer releases.
struct PortedWidgets: WidgetBundle {
    var body: some Widget {
        ReleaseNotesWidget()
        if #available(iOS 17, *) {
            TeaTimerWidget()
            ShopListWidget()
            LinksWidget()
        }
        SiriTimerWidget()
    }
}

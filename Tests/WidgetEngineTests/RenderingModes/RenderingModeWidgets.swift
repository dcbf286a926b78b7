// Widgets written as on iOS (only the import differs: WidgetEngine for WidgetKit and
// SwiftUI), one for each rendering-mode API.
import Foundation
import WidgetEngine

struct StepsEntry: TimelineEntry {
    let date: Date
    let steps: Int
}

struct StepsProvider: TimelineProvider {
    func placeholder(in context: Context) -> StepsEntry { StepsEntry(date: context.date, steps: 0) }
    func getSnapshot(in context: Context, completion: @escaping (StepsEntry) -> Void) {
        completion(StepsEntry(date: context.date, steps: 6_240))
    }
    func getTimeline(in context: Context, completion: @escaping (Timeline<StepsEntry>) -> Void) {
        completion(Timeline(entries: [StepsEntry(date: context.date, steps: 6_240)], policy: .never))
    }
}

/// `widgetRenderingMode`, `widgetAccentable()` and a removable `containerBackground(for:content:)`.
struct StepsView: View {
    var entry: StepsEntry
    @Environment(\.widgetRenderingMode) var renderingMode
    @Environment(\.showsWidgetContainerBackground) var showsBackground

    var body: some View {
        VStack(alignment: .leading) {
            HStack {
                Image(systemName: "figure.walk")
                Text("Steps")
            }
            .font(.headline)
            .widgetAccentable()
            Text("\(entry.steps)")
            ProgressView(value: 0.6)
                .tint(.green)
            Text(renderingMode == .accented ? "Tinted" : "Full color")
                .font(.caption)
                .foregroundStyle(.secondary)
            Text(showsBackground ? "on orange" : "no background")
                .font(.caption)
                .foregroundStyle(.red)
        }
        .containerBackground(for: .widget) {
            Color.orange
        }
    }
}

struct StepsWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "steps", provider: StepsProvider()) { entry in
            StepsView(entry: entry)
        }
        .configurationDisplayName("Steps")
        .supportedFamilies([.systemSmall])
    }
}

/// `containerBackground(_:for:)` with the system fill, kept: `containerBackgroundRemovable(false)`.
struct PosterView: View {
    var entry: StepsEntry
    @Environment(\.showsWidgetContainerBackground) var showsBackground

    var body: some View {
        VStack {
            Text("Poster")
                .widgetAccentable()
            Text(showsBackground ? "kept" : "removed")
        }
        .containerBackground(.fill.tertiary, for: .widget)
    }
}

struct PosterWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "poster", provider: StepsProvider()) { entry in
            PosterView(entry: entry)
        }
        .supportedFamilies([.systemSmall])
        .containerBackgroundRemovable(false)
    }
}

/// The lock screen: `AccessoryWidgetBackground`, a gauge and colored text, rendered vibrant.
struct ChargeView: View {
    var entry: StepsEntry
    @Environment(\.widgetFamily) var family
    @Environment(\.widgetRenderingMode) var renderingMode

    var body: some View {
        switch family {
        case .accessoryCircular:
            ZStack {
                AccessoryWidgetBackground()
                Text("72%")
            }
        default:
            VStack(alignment: .leading) {
                Text("Charge").font(.headline).foregroundStyle(.green)
                Text(renderingMode == .vibrant ? "vibrant" : "color").foregroundStyle(.red)
                ProgressView(value: 0.72)
            }
            .containerBackground(for: .widget) {
                AccessoryWidgetBackground()
            }
        }
    }
}

struct ChargeWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "charge", provider: StepsProvider()) { entry in
            ChargeView(entry: entry)
        }
        .supportedFamilies([.accessoryCircular, .accessoryRectangular])
    }
}

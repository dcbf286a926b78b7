import WidgetEngine // iOS: import WidgetKit and SwiftUI

/// `ViewThatFits`: the longest form of the date that fits the widget's width.
struct FittingDateView: View {
    let entry: DayEntry

    var body: some View {
        VStack(alignment: .leading) {
            ViewThatFits(in: .horizontal) {
                Text("Saturday, 21 November 2026")
                Text("Sat, 21 Nov 2026")
                Text("21/11")
            }
            .font(.headline)
            Text("Next: standup")
                .foregroundStyle(.secondary)
        }
        .containerBackground(.background, for: .widget)
    }
}

struct FittingDateWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "fitting-date", provider: DayProvider()) { entry in
            FittingDateView(entry: entry)
        }
        .configurationDisplayName("Date")
        .supportedFamilies([.systemSmall, .systemMedium, .accessoryInline])
    }
}

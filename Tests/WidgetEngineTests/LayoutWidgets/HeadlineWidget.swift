import WidgetEngine // iOS: import WidgetKit and SwiftUI

/// Negative padding and `clipped()`: a subtitle pulled 3 pt under its title (no row in
/// cells), a two-line story pulled a row up over the space above it, and the same clipped.
struct HeadlineView: View {
    let entry: DayEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("Headline").font(.headline)
            Text("a subtitle").font(.caption)
                .padding(.top, -3)
            Spacer(minLength: 0)
            Text("Second story\nruns to two lines")
                .padding(.top, -16)
            Spacer(minLength: 0)
            Text("Third story\nruns to two lines")
                .padding(.top, -16)
                .clipped()
        }
        .containerBackground(.background, for: .widget)
    }
}

struct HeadlineWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "headline", provider: DayProvider()) { entry in
            HeadlineView(entry: entry)
        }
        .configurationDisplayName("Headline")
        .supportedFamilies([.systemSmall])
    }
}

import WidgetEngine // iOS: import WidgetKit and SwiftUI

/// `LazyHGrid`: tags flowing down two fixed rows, then across.
struct TagRowsView: View {
    let entry: DayEntry
    private let rows = [GridItem(.fixed(16), alignment: .leading), GridItem(.fixed(16), alignment: .leading)]

    var body: some View {
        VStack(alignment: .leading) {
            Text("Tags").font(.headline)
            LazyHGrid(rows: rows, spacing: 14) {
                ForEach(["#swift", "#ios", "#widgets", "#tty", "#cells"], id: \.self) { tag in
                    Text(tag).foregroundStyle(.tint)
                }
            }
        }
        .containerBackground(.background, for: .widget)
    }
}

struct TagRowsWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "tag-rows", provider: DayProvider()) { entry in
            TagRowsView(entry: entry)
        }
        .configurationDisplayName("Tags")
        .supportedFamilies([.systemMedium])
    }
}

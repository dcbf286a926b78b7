import WidgetEngine // iOS: import WidgetKit and SwiftUI

/// `LazyVGrid` with `GridItem`: three weeks of a habit under seven flexible columns, and a
/// row of badges under adaptive columns.
struct HabitGridView: View {
    let entry: DayEntry
    private let days = Array(repeating: GridItem(.flexible(), spacing: 0), count: 7)
    private let done: Set<Int> = [0, 1, 2, 4, 5, 7, 8, 9, 10, 13, 14, 15, 16, 17, 19]

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("Walk").font(.headline)
            LazyVGrid(columns: days, spacing: 0) {
                ForEach(0..<21, id: \.self) { day in
                    Text(done.contains(day) ? "●" : "○")
                        .foregroundStyle(done.contains(day) ? .green : .secondary)
                }
            }
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 42), spacing: 7)], alignment: .leading) {
                ForEach(["7 days", "best 12", "82%"], id: \.self) { badge in
                    Text(badge).font(.caption)
                }
            }
        }
        .containerBackground(.background, for: .widget)
    }
}

struct HabitGridWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "habit-grid", provider: DayProvider()) { entry in
            HabitGridView(entry: entry)
        }
        .configurationDisplayName("Habit")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

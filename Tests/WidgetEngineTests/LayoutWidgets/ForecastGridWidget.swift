import WidgetEngine // iOS: import WidgetKit and SwiftUI

/// `Grid`, `GridRow`, `gridCellColumns` and `gridColumnAlignment`: a forecast whose columns
/// line up (temperatures at the trailing edge), a divider across the grid, and a footer
/// spanning two columns.
struct ForecastGridView: View {
    let entry: DayEntry

    var body: some View {
        Grid(alignment: .leading, horizontalSpacing: 8, verticalSpacing: 0) {
            ForEach(entry.forecast, id: \.day) { day in
                GridRow {
                    Text(day.day).bold()
                    Image(systemName: day.symbol)
                    Text("\(day.high)°")
                        .gridColumnAlignment(.trailing)
                }
            }
            Divider()
            GridRow(alignment: .bottom) {
                Text("Sunny")
                    .font(.caption)
                    .gridCellColumns(2)
                Text("°C")
            }
        }
        .containerBackground(.background, for: .widget)
    }
}

struct ForecastGridWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "forecast-grid", provider: DayProvider()) { entry in
            ForecastGridView(entry: entry)
        }
        .configurationDisplayName("Forecast")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

import WidgetEngine

/// The week, a day a row: the day, its symbol and name, its low and high, the chance of rain.
struct WeatherDaysView: View {
    let days: [WeatherForecast.Day]
    let format: WeatherFormat

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(days, id: \.start) { day in
                let condition = WeatherCondition(code: day.code ?? -1)
                HStack(spacing: 7) {
                    Text(format.day(day.start)).frame(width: 42, alignment: .leading)
                    Image(systemName: condition.symbol(isDay: true))
                    Text(condition.name).lineLimit(1)
                    Spacer(minLength: 0)
                    Text(WeatherFormat.percent(day.precipitation)).font(.caption).foregroundStyle(.blue)
                    Text("\(WeatherFormat.degrees(day.low)) \(WeatherFormat.degrees(day.high))").bold()
                }
            }
        }
    }
}

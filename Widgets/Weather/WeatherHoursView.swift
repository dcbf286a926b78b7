import WidgetEngine

/// The coming hours side by side: the hour, its symbol, its temperature and the chance of rain.
struct WeatherHoursView: View {
    let hours: [WeatherForecast.Hour]
    let format: WeatherFormat

    var body: some View {
        HStack(alignment: .top, spacing: 1) {
            ForEach(hours, id: \.time) { hour in
                VStack(spacing: 0) {
                    Text(format.hour(hour.time)).foregroundStyle(.secondary)
                    Image(systemName: WeatherCondition(code: hour.code ?? -1).symbol(isDay: hour.isDay))
                    Text(WeatherFormat.degrees(hour.temperature))
                    Text(WeatherFormat.percent(hour.precipitation)).font(.caption).foregroundStyle(.blue)
                }
                .frame(maxWidth: .infinity)
            }
        }
        .frame(maxWidth: .infinity)
    }
}

import WidgetEngine

/// The weather in each family: the conditions (small), with the coming hours (medium), with
/// the week (large), on one line or a ring (accessories); the stale line under content that
/// could not be refreshed; or why there is no forecast.
struct WeatherView: View {
    let entry: WeatherEntry
    @Environment(\.widgetFamily) private var family
    @Environment(\.hourCycle) private var hourCycle

    var body: some View {
        Group {
            if let forecast = entry.forecast, let conditions = forecast.conditions(at: entry.date) {
                content(forecast, conditions)
            } else {
                problem
            }
        }
        .widgetURL(URL(string: "https://open-meteo.com/"))
        .containerBackground(.background, for: .widget)
    }

    @ViewBuilder private func content(_ forecast: WeatherForecast, _ conditions: WeatherForecast.Conditions) -> some View {
        let format = WeatherFormat(forecast: forecast, now: entry.date, hourCycle: hourCycle)
        let condition = WeatherCondition(code: conditions.code ?? -1)
        let symbol = condition.symbol(isDay: conditions.isDay)
        let today = forecast.days(from: entry.date, count: 1).first
        switch family {
        case .accessoryInline:
            Text(
                "\(entry.stale == nil ? "" : "⚠ ")\(Image(systemName: symbol)) \(WeatherFormat.degrees(conditions.temperature)) \(entry.place)"
            )
        case .accessoryCircular:
            VStack(spacing: 0) {
                Image(systemName: symbol)
                Text(WeatherFormat.degrees(conditions.temperature)).bold()
            }
        case .accessoryRectangular:
            VStack(alignment: .leading, spacing: 0) {
                Text("\(entry.place) \(Image(systemName: symbol)) \(WeatherFormat.degrees(conditions.temperature))").font(.headline)
                    .lineLimit(1)
                Text(highLow(today)).lineLimit(1)
                Text(entry.stale?.text(in: hourCycle) ?? condition.name).lineLimit(1)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        default:
            VStack(alignment: .leading, spacing: 0) {
                if family == .systemSmall {
                    now(condition, symbol, conditions, today)
                } else {
                    HStack(alignment: .top, spacing: 2) {
                        now(condition, symbol, conditions, today)
                        WeatherHoursView(hours: forecast.hours(after: entry.date, count: family == .systemMedium ? 5 : 6), format: format)
                    }
                }
                if family == .systemLarge {
                    WeatherDaysView(days: forecast.days(from: entry.date, count: 7), format: format)
                }
                Spacer(minLength: 0)
                if let stale = entry.stale { StaleNoteView(line: stale, lines: family == .systemSmall ? 3 : 2) }
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
    }

    /// The place, the temperature large, the condition and the day's high and low.
    private func now(
        _ condition: WeatherCondition, _ symbol: String, _ conditions: WeatherForecast.Conditions, _ today: WeatherForecast.Day?
    ) -> some View {
        VStack(alignment: .leading, spacing: 0) {
            Text(entry.place).font(.headline).lineLimit(1)
            HStack(spacing: 7) {
                Image(systemName: symbol).foregroundStyle(.tint)
                Text(WeatherFormat.degrees(conditions.temperature)).font(.largeTitle)
            }
            Text(condition.name).lineLimit(1)
            Text(highLow(today)).font(.caption).lineLimit(1)
            if family == .systemLarge, let feels = conditions.feelsLike {
                Text("Feels \(WeatherFormat.degrees(feels))").font(.caption).lineLimit(1)
            }
        }
    }

    private func highLow(_ day: WeatherForecast.Day?) -> String {
        "H \(WeatherFormat.degrees(day?.high)) L \(WeatherFormat.degrees(day?.low))"
    }

    @ViewBuilder private var problem: some View {
        VStack(alignment: .leading, spacing: 0) {
            Label(entry.place, systemImage: "exclamationmark.triangle").font(.headline).foregroundStyle(.orange).lineLimit(1)
            Text(entry.problem ?? "No forecast").font(.caption)
            Spacer(minLength: 0)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

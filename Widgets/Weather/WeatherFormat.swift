import Foundation
import WidgetEngine

/// How the weather widget writes numbers and times: whole degrees, hours and weekdays in the
/// place's zone.
struct WeatherFormat {
    let forecast: WeatherForecast
    let now: Date
    /// How hours are written (the environment's `hourCycle`; nil: 24-hour).
    var hourCycle: HourCycle? = nil

    /// "21°"; "–" when unknown. (The unit, °C or °F, is the configuration's.)
    static func degrees(_ value: Double?) -> String {
        guard let value, value.isFinite else { return "–" }
        let rounded = Int(value.rounded())
        return "\(rounded == 0 ? 0 : rounded)°"
    }

    /// "40%"; "" when unknown.
    static func percent(_ value: Double?) -> String {
        guard let value, value.isFinite else { return "" }
        return "\(Int(value.rounded()))%"
    }

    /// "14" for 14:00 in the place's zone; "2PM" in the 12-hour cycle.
    func hour(_ date: Date) -> String {
        let hour = Int(CalendarFormat(timeZone: forecast.timeZone, now: now).time(date).prefix(2)) ?? 0
        guard hourCycle == .h12 else { return hour < 10 ? "0\(hour)" : "\(hour)" }
        return "\(hour % 12 == 0 ? 12 : hour % 12)" + (hour < 12 ? "AM" : "PM")
    }

    /// "Today", else "Mon".
    func day(_ date: Date) -> String {
        let format = CalendarFormat(timeZone: forecast.timeZone, now: now)
        let day = format.day(date)
        return day == format.today ? "Today" : format.weekday(day)
    }
}

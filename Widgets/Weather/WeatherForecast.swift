import Foundation

/// A forecast as the weather widget keeps it: the conditions now, by hour and by day, with the
/// place's zone and the units the numbers are in.
struct WeatherForecast: Hashable, Sendable {
    struct Conditions: Hashable, Sendable {
        var time: Date
        var temperature: Double?
        var feelsLike: Double?
        var humidity: Double?
        var wind: Double?
        var code: Int?
        var isDay: Bool
    }

    struct Hour: Hashable, Sendable {
        var time: Date
        var temperature: Double?
        var code: Int?
        /// Percent.
        var precipitation: Double?
        var isDay: Bool
    }

    struct Day: Hashable, Sendable {
        /// The day's start in the place's zone.
        var start: Date
        var code: Int?
        var high: Double?
        var low: Double?
        var precipitation: Double?
    }

    var current: Conditions?
    var hours: [Hour]
    var days: [Day]
    /// The place's zone (the forecast's `timezone`), hours and days are shown in.
    var timeZone: TimeZone
    /// "°C" or "°F"; "km/h" or "mp/h".
    var temperatureUnit: String
    var windUnit: String

    /// The conditions at `date`: the measured ones when they are under an hour old, else the
    /// forecast for the hour `date` falls in; nil past the forecast's end.
    func conditions(at date: Date) -> Conditions? {
        if let current, current.time <= date, date.timeIntervalSince(current.time) < 3_600 { return current }
        guard let hour = hours.last(where: { $0.time <= date }), date.timeIntervalSince(hour.time) < 3_600 else { return nil }
        return Conditions(
            time: hour.time, temperature: hour.temperature, feelsLike: nil, humidity: nil, wind: nil, code: hour.code, isDay: hour.isDay)
    }

    /// The hours after the one `date` falls in, `count` at most.
    func hours(after date: Date, count: Int) -> [Hour] {
        Array(hours.lazy.filter { $0.time > date }.prefix(count))
    }

    /// The day `date` falls in and those after it, `count` at most.
    func days(from date: Date, count: Int) -> [Day] {
        Array(days.lazy.filter { $0.start.addingTimeInterval(86_400) > date }.prefix(count))
    }

    /// The last instant the forecast says anything about.
    var end: Date? { hours.last.map { $0.time.addingTimeInterval(3_600) } }
}

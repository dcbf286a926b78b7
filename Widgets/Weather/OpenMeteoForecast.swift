import Foundation

/// Open-Meteo's forecast answer (`/v1/forecast` with `timeformat=unixtime`), as its
/// documentation describes it: parallel arrays by hour and by day, values null where a model
/// has none.
struct OpenMeteoForecast: Decodable {
    struct Units: Decodable {
        var temperature_2m: String?
        var wind_speed_10m: String?
    }

    struct Current: Decodable {
        var time: TimeInterval
        var temperature_2m: Double?
        var apparent_temperature: Double?
        var relative_humidity_2m: Double?
        var wind_speed_10m: Double?
        var weather_code: Int?
        var is_day: Int?
    }

    struct Hourly: Decodable {
        var time: [TimeInterval]
        var temperature_2m: [Double?]?
        var weather_code: [Int?]?
        var precipitation_probability: [Double?]?
        var is_day: [Int?]?
    }

    struct Daily: Decodable {
        var time: [TimeInterval]
        var weather_code: [Int?]?
        var temperature_2m_max: [Double?]?
        var temperature_2m_min: [Double?]?
        var precipitation_probability_max: [Double?]?
    }

    var utc_offset_seconds: Int?
    var timezone: String?
    var current_units: Units?
    var current: Current?
    var hourly_units: Units?
    var hourly: Hourly?
    var daily: Daily?

    /// The forecast of `data`; throws for anything that is not Open-Meteo's answer.
    static func decode(_ data: Data) throws -> WeatherForecast {
        let answer = try JSONProblem.decode(OpenMeteoForecast.self, from: data)
        guard let hourly = answer.hourly, !hourly.time.isEmpty else { throw WeatherDataError("the forecast has no hours") }
        return answer.forecast(hourly)
    }

    private func forecast(_ hourly: Hourly) -> WeatherForecast {
        func at<T>(_ values: [T?]?, _ index: Int) -> T? {
            guard let values, values.indices.contains(index) else { return nil }
            return values[index]
        }
        let hours = hourly.time.indices.map { index in
            WeatherForecast.Hour(
                time: Date(timeIntervalSince1970: hourly.time[index]), temperature: at(hourly.temperature_2m, index),
                code: at(hourly.weather_code, index), precipitation: at(hourly.precipitation_probability, index),
                isDay: at(hourly.is_day, index).map { $0 != 0 } ?? true)
        }
        let days = (daily?.time ?? []).indices.map { index in
            WeatherForecast.Day(
                start: Date(timeIntervalSince1970: daily?.time[index] ?? 0), code: at(daily?.weather_code, index),
                high: at(daily?.temperature_2m_max, index), low: at(daily?.temperature_2m_min, index),
                precipitation: at(daily?.precipitation_probability_max, index))
        }
        let conditions = current.map { current in
            WeatherForecast.Conditions(
                time: Date(timeIntervalSince1970: current.time), temperature: current.temperature_2m,
                feelsLike: current.apparent_temperature, humidity: current.relative_humidity_2m, wind: current.wind_speed_10m,
                code: current.weather_code, isDay: (current.is_day ?? 1) != 0)
        }
        let zone = timezone.flatMap(TimeZone.init(identifier:)) ?? TimeZone(secondsFromGMT: utc_offset_seconds ?? 0) ?? .gmt
        let units = current_units ?? hourly_units
        return WeatherForecast(
            current: conditions, hours: hours, days: days, timeZone: zone, temperatureUnit: units?.temperature_2m ?? "°C",
            windUnit: units?.wind_speed_10m ?? "km/h")
    }
}

/// Why a weather answer could not be read.
struct WeatherDataError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}

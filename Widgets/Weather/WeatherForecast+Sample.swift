import Foundation

extension WeatherForecast {
    /// A sunny day for the placeholder and the gallery: 21° now, the hours and days around
    /// `date`, in UTC.
    static func sample(at date: Date) -> WeatherForecast {
        let hour = (date.timeIntervalSince1970 / 3_600).rounded(.down) * 3_600
        let codes = [0, 1, 2, 2, 3, 61, 61, 2, 1, 0, 0, 1]
        let hours = (0..<48).map { index in
            Hour(
                time: Date(timeIntervalSince1970: hour + Double(index) * 3_600), temperature: 21 - Double(abs(index - 4) % 9),
                code: codes[index % codes.count], precipitation: index % 12 == 5 ? 60 : 10, isDay: true)
        }
        let midnight = (date.timeIntervalSince1970 / 86_400).rounded(.down) * 86_400
        let days = (0..<7).map { index in
            Day(
                start: Date(timeIntervalSince1970: midnight + Double(index) * 86_400), code: codes[(index * 5) % codes.count],
                high: 22 + Double(index % 3), low: 12 + Double(index % 2), precipitation: Double(index * 10 % 70))
        }
        let current = Conditions(
            time: Date(timeIntervalSince1970: hour), temperature: 21, feelsLike: 20, humidity: 40, wind: 9, code: 0, isDay: true)
        return WeatherForecast(
            current: current, hours: hours, days: days, timeZone: TimeZone(secondsFromGMT: 0) ?? .gmt, temperatureUnit: "°C",
            windUnit: "km/h")
    }
}

import WidgetEngine

/// The clock's fixed formats (24-hour digits, so block digits can draw them).
struct ClockFormat {
    let timeZone: TimeZone

    private var calendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar
    }

    /// "09:41".
    func time(_ date: Date) -> String {
        let parts = calendar.dateComponents([.hour, .minute], from: date)
        return Self.twoDigits(parts.hour ?? 0) + ":" + Self.twoDigits(parts.minute ?? 0)
    }

    /// "07", "23" (`String(format:)` goes through NSString, many times slower).
    private static func twoDigits(_ value: Int) -> String {
        value < 10 && value >= 0 ? "0\(value)" : "\(value)"
    }

    /// "Sat 21 Nov".
    func shortDate(_ date: Date) -> String { formatted(date, "EEE d MMM") }

    /// "Saturday".
    func weekday(_ date: Date) -> String { formatted(date, "EEEE") }

    /// "21 November 2026".
    func longDate(_ date: Date) -> String { formatted(date, "d MMMM yyyy") }

    /// ISO week of the year.
    func week(_ date: Date) -> Int {
        var iso = Calendar(identifier: .iso8601)
        iso.timeZone = timeZone
        return iso.component(.weekOfYear, from: date)
    }

    /// The fraction of the day gone, 0 to 1.
    func dayFraction(_ date: Date) -> Double {
        let start = calendar.startOfDay(for: date)
        return min(1, max(0, date.timeIntervalSince(start) / 86_400))
    }

    /// True between 07:00 and 19:00.
    func isDaytime(_ date: Date) -> Bool {
        let hour = calendar.component(.hour, from: date)
        return hour >= 7 && hour < 19
    }

    /// Hours from `other`'s offset to this zone's, "+9h", "-5h", "+5:30h".
    func offset(from other: TimeZone, at date: Date) -> String {
        let seconds = timeZone.secondsFromGMT(for: date) - other.secondsFromGMT(for: date)
        let sign = seconds < 0 ? "-" : "+"
        let minutes = abs(seconds) / 60
        return minutes % 60 == 0 ? "\(sign)\(minutes / 60)h" : String(format: "%@%d:%02dh", sign, minutes / 60, minutes % 60)
    }

    /// The last part of the zone's identifier, "New York".
    var cityName: String {
        (timeZone.identifier.split(separator: "/").last.map(String.init) ?? timeZone.identifier).replacingOccurrences(of: "_", with: " ")
    }

    private func formatted(_ date: Date, _ format: String) -> String {
        CachedDateFormat(format: format, timeZone: timeZone).string(from: date)
    }
}

import WidgetEngine

/// The clock's fixed formats (24-hour digits, so block digits can draw them).
///
/// A clock's timeline is an hour of minutes and the large family shows seven world clocks in
/// each, so these run hundreds of times per reload: the calendar is made once, times of day
/// come from the zone's offset, and the day's texts are formatted from the start of the day
/// (the same instant for every minute of it, so the remembered text is found).
struct ClockFormat {
    let timeZone: TimeZone
    private let calendar: Calendar

    init(timeZone: TimeZone) {
        self.timeZone = timeZone
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        self.calendar = calendar
    }

    /// "09:41": the wall-clock time, the zone's offset from UTC at that instant added; "9:41"
    /// in the 12-hour cycle (``period(_:in:)`` says AM or PM).
    func time(_ date: Date, in hourCycle: HourCycle? = nil) -> String {
        (hourCycle ?? .h23).time(hour: secondOfDay(date) / 3_600, minute: secondOfDay(date) / 60 % 60, period: false)
    }

    /// "AM" or "PM" in the 12-hour cycle; nil in the 24-hour one.
    func period(_ date: Date, in hourCycle: HourCycle?) -> String? {
        guard hourCycle == .h12 else { return nil }
        return secondOfDay(date) < 43_200 ? "AM" : "PM"
    }

    /// "09:41", or "9:41 AM" in the 12-hour cycle.
    func timeWithPeriod(_ date: Date, in hourCycle: HourCycle?) -> String {
        (hourCycle ?? .h23).time(hour: secondOfDay(date) / 3_600, minute: secondOfDay(date) / 60 % 60)
    }

    private func secondOfDay(_ date: Date) -> Int {
        let local = Int((date.timeIntervalSince1970).rounded(.down)) + timeZone.secondsFromGMT(for: date)
        return ((local % 86_400) + 86_400) % 86_400
    }

    /// "07", "23" (`String(format:)` goes through NSString, many times slower).
    private static func twoDigits(_ value: Int) -> String {
        value < 10 && value >= 0 ? "0\(value)" : "\(value)"
    }

    /// "Sat 21 Nov".
    func shortDate(_ date: Date) -> String { dayText(date, "EEE d MMM") }

    /// "Saturday".
    func weekday(_ date: Date) -> String { dayText(date, "EEEE") }

    /// "21 November 2026".
    func longDate(_ date: Date) -> String { dayText(date, "d MMMM yyyy") }

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
        let hours = "\(sign)\(minutes / 60)"
        return minutes % 60 == 0 ? hours + "h" : hours + ":" + Self.twoDigits(minutes % 60) + "h"
    }

    /// The last part of the zone's identifier, "New York".
    /// (The identifier is ASCII: its bytes are read, not its characters.)
    var cityName: String {
        let bytes = timeZone.identifier.utf8
        let last = bytes.lastIndex(of: UInt8(ascii: "/")).map { bytes[bytes.index(after: $0)...] } ?? bytes[...]
        return String(decoding: last.map { $0 == UInt8(ascii: "_") ? UInt8(ascii: " ") : $0 }, as: UTF8.self)
    }

    /// `date`'s day in a pattern of day fields only, formatted from the start of that day.
    private func dayText(_ date: Date, _ format: String) -> String {
        CachedDateFormat(format: format, timeZone: timeZone).string(from: calendar.startOfDay(for: date))
    }
}

import Foundation

/// An iCalendar DATE or DATE-TIME value as written: a day (all-day), or a wall-clock time that
/// is in UTC (`...Z`), in a named zone (`TZID=Europe/Berlin`), or floating (whatever zone the
/// reader is in, RFC 5545 §3.3.5).
struct ICalendarDateTime: Hashable, Sendable {
    /// Which zone a DATE-TIME is read in.
    enum Zone: Hashable, Sendable {
        case utc
        case floating
        case named(ICalendarZone)
    }

    /// The day, and for a DATE-TIME its time of day.
    var local: LocalDateTime
    /// False for a DATE (an all-day value).
    var hasTime: Bool
    var zone: Zone

    var day: CalendarDay { local.day }

    /// An all-day value.
    init(day: CalendarDay) {
        local = LocalDateTime(day: day, hour: 0, minute: 0, second: 0)
        hasTime = false
        zone = .floating
    }

    /// A DATE-TIME value.
    init(_ local: LocalDateTime, zone: Zone) {
        self.local = local
        hasTime = true
        self.zone = zone
    }

    /// The zone wall-clock times of this value are read in; `localZone` for floating times
    /// and days.
    func timeZone(local localZone: TimeZone) -> ICalendarZone {
        switch zone {
        case .utc: return .utc
        case .floating: return .system(localZone)
        case let .named(zone): return zone
        }
    }

    /// The instant this value names; days start at midnight in `localZone`.
    func date(local localZone: TimeZone) -> Date {
        local.date(in: timeZone(local: localZone))
    }

    /// Parses "20261121" (a DATE, or when `valueIsDate`) or "20261121T093000" with an
    /// optional "Z".
    static func parse(_ text: String, zone: Zone, valueIsDate: Bool) -> ICalendarDateTime? {
        let bytes = text.utf8
        if bytes.count == 8 || valueIsDate {
            return CalendarDay.parse(text).map(ICalendarDateTime.init(day:))
        }
        guard bytes.count == 15 || bytes.count == 16 else { return nil }
        var text = text
        return text.withUTF8 { characters -> ICalendarDateTime? in
            guard characters[8] == UInt8(ascii: "T") else { return nil }
            // Read on the bytes, without copies: YYYYMMDD, then HHMMSS.
            func number(_ range: Range<Int>) -> Int? {
                var value = 0
                for index in range {
                    let byte = characters[index]
                    guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
                    value = value * 10 + Int(byte - UInt8(ascii: "0"))
                }
                return value
            }
            guard let date = number(0..<8), let day = CalendarDay(year: date / 10_000, month: date / 100 % 100, day: date % 100) else {
                return nil
            }
            let isUTC = characters.count == 16
            if isUTC, characters[15] != UInt8(ascii: "Z") { return nil }
            guard let hour = number(9..<11), let minute = number(11..<13), let second = number(13..<15) else { return nil }
            // A leap second (60) is read as the last second of the minute.
            guard hour < 24, minute < 60, second <= 60 else { return nil }
            return ICalendarDateTime(
                LocalDateTime(day: day, hour: hour, minute: minute, second: min(second, 59)),
                zone: isUTC ? .utc : zone)
        }
    }
}

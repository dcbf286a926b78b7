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
        let characters = Array(bytes)
        guard characters[8] == UInt8(ascii: "T"), let day = CalendarDay.parse(text.prefix(8)) else { return nil }
        let isUTC = characters.count == 16
        if isUTC, characters[15] != UInt8(ascii: "Z") { return nil }
        let time = characters[9..<15]
        guard time.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else { return nil }
        let digits = time.map { Int($0 - UInt8(ascii: "0")) }
        let hour = digits[0] * 10 + digits[1], minute = digits[2] * 10 + digits[3], second = digits[4] * 10 + digits[5]
        // A leap second (60) is read as the last second of the minute.
        guard hour < 24, minute < 60, second <= 60 else { return nil }
        return ICalendarDateTime(LocalDateTime(day: day, hour: hour, minute: minute, second: min(second, 59)),
                                 zone: isUTC ? .utc : zone)
    }
}

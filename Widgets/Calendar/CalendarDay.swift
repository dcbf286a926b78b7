import Foundation

/// A day on the Gregorian calendar with no time and no zone: an all-day event's date, a
/// todo's `due:` date. Day arithmetic is done on day numbers, so it never meets a DST change.
struct CalendarDay: Hashable, Comparable, Sendable, CustomStringConvertible {
    let year: Int
    let month: Int
    let day: Int

    /// The day, or nil when it does not exist (30 February).
    init?(year: Int, month: Int, day: Int) {
        guard (1...12).contains(month), day >= 1, day <= Self.length(ofMonth: month, in: year) else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// The day `number` days after 1970-01-01 (negative before it).
    init(dayNumber number: Int) {
        // Howard Hinnant's civil_from_days.
        let z = number + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    }

    /// The day `date` falls on in `timeZone`.
    init(_ date: Date, in timeZone: some UTCOffsetting) {
        let seconds = Int((date.timeIntervalSince1970 + Double(timeZone.secondsFromGMT(for: date))).rounded(.down))
        self.init(dayNumber: Int((Double(seconds) / 86_400).rounded(.down)))
    }

    /// Days since 1970-01-01.
    var dayNumber: Int {
        // Howard Hinnant's days_from_civil.
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// 1 for Sunday ... 7 for Saturday, as `Calendar` numbers weekdays.
    var weekday: Int {
        // 1970-01-01 was a Thursday (5).
        ((dayNumber % 7 + 7) % 7 + 4) % 7 + 1
    }

    /// The day `count` days later (earlier when negative).
    func adding(days count: Int) -> CalendarDay { CalendarDay(dayNumber: dayNumber + count) }

    /// 1 for 1 January ... 365 or 366 for 31 December.
    var dayOfYear: Int { (CalendarDay(year: year, month: 1, day: 1)?.days(to: self) ?? 0) + 1 }

    /// Whole days from this day to `other`.
    func days(to other: CalendarDay) -> Int { other.dayNumber - dayNumber }

    /// The instant this day starts in `timeZone` (the first instant that exists, when a
    /// DST change skips midnight).
    func start(in timeZone: TimeZone) -> Date {
        LocalDateTime(day: self, hour: 0, minute: 0, second: 0).date(in: timeZone)
    }

    /// "2026-11-21".
    var description: String { String(format: "%04d-%02d-%02d", year, month, day) }

    static func < (lhs: CalendarDay, rhs: CalendarDay) -> Bool { lhs.dayNumber < rhs.dayNumber }

    /// Days in `month` of `year`.
    static func length(ofMonth month: Int, in year: Int) -> Int {
        switch month {
        case 2: return isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    static func isLeap(_ year: Int) -> Bool { (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 }

    /// Parses "2026-11-21" (todo.txt) or "20261121" (iCalendar DATE).
    static func parse<S: StringProtocol>(_ text: S) -> CalendarDay? {
        if text.utf8.count == 8 {
            // The iCalendar form, read without a copy.
            var value = 0
            for byte in text.utf8 {
                guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            return CalendarDay(year: value / 10_000, month: value / 100 % 100, day: value % 100)
        }
        let utf8 = Array(text.utf8)
        let digits: ArraySlice<UInt8>
        if utf8.count == 8 {
            digits = utf8[...]
        } else if utf8.count == 10, utf8[4] == UInt8(ascii: "-"), utf8[7] == UInt8(ascii: "-") {
            digits = utf8[0..<4] + utf8[5..<7] + utf8[8..<10]
        } else {
            return nil
        }
        var value = 0
        for byte in digits {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return CalendarDay(year: value / 10_000, month: value / 100 % 100, day: value % 100)
    }
}

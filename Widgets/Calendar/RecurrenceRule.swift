/// An iCalendar recurrence rule (`RRULE`, RFC 5545 §3.3.10), every part: FREQ (SECONDLY to
/// YEARLY), INTERVAL, COUNT or UNTIL, BYSECOND, BYMINUTE, BYHOUR, BYDAY (with ordinals such as
/// `2TU` and `-1FR` in monthly and yearly rules), BYMONTHDAY, BYYEARDAY, BYWEEKNO, BYMONTH,
/// BYSETPOS and WKST. A part it does not know (`UNTL=`) is an error, not ignored: ignoring it
/// could turn a series that ends into one that never does.
///
/// ```
/// FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE;UNTIL=20261231T235959Z
/// FREQ=MONTHLY;BYDAY=-1FR;COUNT=6
/// ```
struct RecurrenceRule: Hashable, Sendable {
    enum Frequency: String, Sendable, CaseIterable {
        case secondly = "SECONDLY"
        case minutely = "MINUTELY"
        case hourly = "HOURLY"
        case daily = "DAILY"
        case weekly = "WEEKLY"
        case monthly = "MONTHLY"
        case yearly = "YEARLY"

        /// True for HOURLY, MINUTELY and SECONDLY, whose periods are shorter than a day.
        var isWithinDay: Bool { self == .hourly || self == .minutely || self == .secondly }
    }

    /// A weekday with an optional ordinal: `TU` (every Tuesday), `2TU` (the second), `-1FR`
    /// (the last Friday) of the month, or of the year in a yearly rule without BYMONTH.
    struct WeekdayNumber: Hashable, Sendable {
        /// 1 for Sunday ... 7 for Saturday.
        var weekday: Int
        var ordinal: Int?
    }

    /// When the rule stops.
    enum End: Hashable, Sendable {
        case never
        case count(Int)
        /// The last instant or day an occurrence may start (inclusive).
        case until(ICalendarDateTime)
    }

    /// Why a rule cannot be used.
    struct Failure: Error, Hashable, Sendable {
        var message: String
    }

    static let weekdayCodes = ["SU", "MO", "TU", "WE", "TH", "FR", "SA"]
    static let parts = [
        "FREQ", "INTERVAL", "COUNT", "UNTIL", "BYSECOND", "BYMINUTE", "BYHOUR", "BYDAY", "BYMONTHDAY",
        "BYYEARDAY", "BYWEEKNO", "BYMONTH", "BYSETPOS", "WKST",
    ]

    /// The values of a rule's parts (the last one given wins), in a slot per part.
    private struct Parts {
        var values = [String?](repeating: nil, count: RecurrenceRule.parts.count)

        subscript(slot: Slot) -> String? { values[slot.rawValue] }
    }

    /// The positions of the parts in `parts`.
    private enum Slot: Int {
        case freq, interval, count, until, bySecond, byMinute, byHour, byDay, byMonthDay, byYearDay, byWeekNo, byMonth, bySetPos, wkst
    }

    var frequency: Frequency
    var interval = 1
    var end = End.never
    var bySecond: [Int] = []
    var byMinute: [Int] = []
    var byHour: [Int] = []
    var byDay: [WeekdayNumber] = []
    var byMonthDay: [Int] = []
    var byYearDay: [Int] = []
    var byWeekNo: [Int] = []
    var byMonth: [Int] = []
    var bySetPosition: [Int] = []
    /// The first day of the week (1 Sunday ... 7 Saturday); Monday unless WKST says.
    var weekStart = 2

    /// Parses the value of an RRULE line; a DATE-TIME UNTIL without "Z" is read in `zone`.
    /// COUNT=-1 (as Confluence writes) is a rule without end, as other readers take it.
    static func parse(_ text: String, zone: ICalendarDateTime.Zone) throws(Failure) -> RecurrenceRule {
        var parts = Parts()
        let isASCII = text.utf8.allSatisfy { $0 < 0x80 }
        for part in split(text[...], ";", isASCII: isASCII) {
            let pair = split(part, "=", maxSplits: 1, isASCII: isASCII)
            guard pair.count == 2 else { throw Failure(message: "\"\(part)\" is not NAME=VALUE") }
            let name = ICalendarText.trimmed(String(pair[0])).uppercased()
            guard let slot = Self.parts.firstIndex(of: name) else { throw Failure(message: "\(part) is not a part of a recurrence rule") }
            parts.values[slot] = ICalendarText.trimmed(String(pair[1]))
        }
        guard let frequencyText = parts[.freq] else { throw Failure(message: "FREQ is missing") }
        guard let frequency = Frequency(rawValue: frequencyText.uppercased()) else {
            throw Failure(message: "FREQ=\(frequencyText) is not a frequency (SECONDLY, MINUTELY, HOURLY, DAILY, WEEKLY, MONTHLY, YEARLY)")
        }
        var rule = RecurrenceRule(frequency: frequency)
        if let value = parts[.interval] {
            guard let interval = Int(value), interval >= 1 else { throw Failure(message: "INTERVAL=\(value) is not a positive number") }
            rule.interval = interval
        }
        if let value = parts[.count] {
            guard let count = Int(value), count != 0 else { throw Failure(message: "COUNT=\(value) is not a positive number") }
            rule.end = count > 0 ? .count(count) : .never
        }
        if let value = parts[.until] {
            if parts[.count] != nil { throw Failure(message: "COUNT and UNTIL cannot both be given") }
            guard let until = ICalendarDateTime.parse(value, zone: zone, valueIsDate: false) else {
                throw Failure(message: "UNTIL=\(value) is not a date or date-time")
            }
            rule.end = .until(until)
        }
        if let value = parts[.bySecond] { rule.bySecond = try numbers(value, "BYSECOND", allowed: 0...60, signed: false) }
        if let value = parts[.byMinute] { rule.byMinute = try numbers(value, "BYMINUTE", allowed: 0...59, signed: false) }
        if let value = parts[.byHour] { rule.byHour = try numbers(value, "BYHOUR", allowed: 0...23, signed: false) }
        if let value = parts[.byDay] { rule.byDay = try list(value, "BYDAY").map { text throws(Failure) in try weekdayNumber(text) } }
        if let value = parts[.byMonthDay] { rule.byMonthDay = try numbers(value, "BYMONTHDAY", allowed: 1...31, signed: true) }
        if let value = parts[.byYearDay] { rule.byYearDay = try numbers(value, "BYYEARDAY", allowed: 1...366, signed: true) }
        if let value = parts[.byWeekNo] { rule.byWeekNo = try numbers(value, "BYWEEKNO", allowed: 1...53, signed: true) }
        if let value = parts[.byMonth] { rule.byMonth = try numbers(value, "BYMONTH", allowed: 1...12, signed: false) }
        if let value = parts[.bySetPos] { rule.bySetPosition = try numbers(value, "BYSETPOS", allowed: 1...366, signed: true) }
        if let value = parts[.wkst] {
            guard let index = weekdayCodes.firstIndex(of: value.uppercased()) else {
                throw Failure(message: "WKST=\(value) is not a weekday")
            }
            rule.weekStart = index + 1
        }
        if rule.byDay.contains(where: { $0.ordinal != nil }), frequency != .monthly, frequency != .yearly {
            throw Failure(message: "BYDAY with a number (like 2TU) only works in MONTHLY and YEARLY rules")
        }
        if !rule.byWeekNo.isEmpty, frequency != .yearly { throw Failure(message: "BYWEEKNO only works in YEARLY rules") }
        return rule
    }

    /// `text.split(separator:maxSplits:)`, empty pieces left out; for ASCII text on its bytes
    /// (the same pieces, as no ASCII character joins another but CR LF), else on characters.
    private static func split(_ text: Substring, _ separator: Unicode.Scalar, maxSplits: Int = .max, isASCII: Bool) -> [Substring] {
        guard isASCII else { return text.split(separator: Character(separator), maxSplits: maxSplits) }
        let utf8 = text.utf8, byte = UInt8(ascii: separator)
        var pieces: [Substring] = []
        var pieceStart = utf8.startIndex, index = utf8.startIndex
        while index < utf8.endIndex {
            if utf8[index] == byte {
                let appended = index > pieceStart
                if appended { pieces.append(text[pieceStart..<index]) }
                pieceStart = utf8.index(after: index)
                if appended, pieces.count == maxSplits { break }
            }
            index = utf8.index(after: index)
        }
        if pieceStart < utf8.endIndex { pieces.append(text[pieceStart...]) }
        return pieces
    }

    private static func list(_ value: String, _ name: String) throws(Failure) -> [String] {
        let items = split(value[...], ",", isASCII: value.utf8.allSatisfy { $0 < 0x80 }).map { ICalendarText.trimmed(String($0)) }
        guard !items.isEmpty, !items.contains(where: \.isEmpty) else { throw Failure(message: "\(name)=\(value) is empty") }
        return items
    }

    private static func numbers(_ value: String, _ name: String, allowed: ClosedRange<Int>, signed: Bool) throws(Failure) -> [Int] {
        try list(value, name).map { text throws(Failure) in
            guard let number = Int(text), allowed.contains(abs(number)), signed ? number != 0 : number >= 0 else {
                throw Failure(message: "\(name)=\(value): \(text) is out of range")
            }
            return number
        }
    }

    /// "MO", "2TU", "-1FR", "+3WE".
    private static func weekdayNumber(_ text: String) throws(Failure) -> WeekdayNumber {
        let code = String(text.suffix(2)).uppercased()
        guard let index = weekdayCodes.firstIndex(of: code) else { throw Failure(message: "BYDAY: \(text) is not a weekday") }
        let prefix = text.dropLast(2)
        guard !prefix.isEmpty else { return WeekdayNumber(weekday: index + 1, ordinal: nil) }
        guard let ordinal = Int(prefix), ordinal != 0, abs(ordinal) <= 53 else { throw Failure(message: "BYDAY: \(text) has a bad number") }
        return WeekdayNumber(weekday: index + 1, ordinal: ordinal)
    }
}

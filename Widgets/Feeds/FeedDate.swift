import Foundation

/// The dates feeds write: RFC 822's in RSS (`Sat, 21 Nov 2026 08:30:00 +0000`, zones as `GMT`,
/// `EST` or `+0100`, two-digit years, no weekday or no seconds, as feeds in the wild do) and
/// RFC 3339's in Atom and JSON Feed (`2026-11-21T09:10:00Z`, fractional seconds, offsets).
///
/// Read by hand: a feed of 10,000 items has 10,000 dates, and Foundation's formatters take
/// tens of microseconds each.
enum FeedDate {
    /// The instant `text` names, in either form; nil when it names none.
    static func parse(_ text: String) -> Date? {
        var scanner = Scanner(Array(text.utf8))
        scanner.skipSpaces()
        if let first = scanner.peek, first >= UInt8(ascii: "0") && first <= UInt8(ascii: "9"),
            text.utf8.dropFirst(4).first == UInt8(ascii: "-")
        {
            return rfc3339(&scanner)
        }
        return rfc822(&scanner)
    }

    /// `2026-11-21T09:10:00.250+02:00` (a space for the T, as some feeds write).
    private static func rfc3339(_ scanner: inout Scanner) -> Date? {
        guard let year = scanner.number(digits: 4), scanner.take("-"), let month = scanner.number(digits: 2), scanner.take("-"),
            let day = scanner.number(digits: 2)
        else { return nil }
        guard scanner.take("T") || scanner.take("t") || scanner.take(" ") else {
            return instant(year, month, day, 0, 0, 0, offset: 0)
        }
        guard let hour = scanner.number(digits: 2), scanner.take(":"), let minute = scanner.number(digits: 2) else { return nil }
        var second = 0.0
        if scanner.take(":"), let whole = scanner.number(digits: 2) {
            second = Double(whole)
            if scanner.take(".") { second += scanner.fraction() }
        }
        let offset = scanner.zone() ?? 0
        return instant(year, month, day, hour, minute, 0, offset: offset).map { $0.addingTimeInterval(second) }
    }

    /// `Sat, 21 Nov 2026 08:30:00 +0000`.
    private static func rfc822(_ scanner: inout Scanner) -> Date? {
        if let letter = scanner.peek, letter > UInt8(ascii: "9") {
            _ = scanner.word() // the weekday
            _ = scanner.take(",")
            scanner.skipSpaces()
        }
        guard let day = scanner.number() else { return nil }
        scanner.skipSpaces()
        guard let name = scanner.word(), let month = months[name.lowercased().prefix(3).description] else { return nil }
        scanner.skipSpaces()
        guard var year = scanner.number() else { return nil }
        if year < 100 { year += year < 50 ? 2000 : 1900 }
        scanner.skipSpaces()
        guard let hour = scanner.number(), scanner.take(":"), let minute = scanner.number() else { return nil }
        let second = scanner.take(":") ? scanner.number() ?? 0 : 0
        scanner.skipSpaces()
        return instant(year, month, day, hour, minute, second, offset: scanner.zone() ?? 0)
    }

    private static let months = [
        "jan": 1, "feb": 2, "mar": 3, "apr": 4, "may": 5, "jun": 6, "jul": 7, "aug": 8, "sep": 9, "oct": 10, "nov": 11, "dec": 12,
    ]

    /// The named zones RFC 822 allows, in seconds east of UTC.
    fileprivate static let zones = [
        "GMT": 0, "UT": 0, "UTC": 0, "Z": 0, "EST": -5, "EDT": -4, "CST": -6, "CDT": -5, "MST": -7, "MDT": -6, "PST": -8, "PDT": -7,
    ].mapValues { $0 * 3_600 }

    /// The instant of a civil date and time at `offset` seconds east of UTC.
    private static func instant(_ year: Int, _ month: Int, _ day: Int, _ hour: Int, _ minute: Int, _ second: Int, offset: Int) -> Date? {
        guard (1...12).contains(month), (1...31).contains(day), (0...24).contains(hour), (0...59).contains(minute),
            (0...60).contains(second)
        else { return nil }
        // Days from 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's days_from_civil).
        let shifted = month <= 2 ? year - 1 : year
        let era = (shifted >= 0 ? shifted : shifted - 399) / 400
        let yearOfEra = shifted - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        let days = era * 146_097 + dayOfEra - 719_468
        let seconds = days * 86_400 + hour * 3_600 + minute * 60 + second - offset
        return Date(timeIntervalSince1970: TimeInterval(seconds))
    }

    /// Reads a date's bytes.
    private struct Scanner {
        let bytes: [UInt8]
        var index = 0

        init(_ bytes: [UInt8]) {
            self.bytes = bytes
        }

        var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

        mutating func skipSpaces() {
            while let byte = peek,
                byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
            {
                index += 1
            }
        }

        mutating func take(_ character: Unicode.Scalar) -> Bool {
            guard peek == UInt8(ascii: character) else { return false }
            index += 1
            return true
        }

        /// Digits (exactly `digits` of them when given).
        mutating func number(digits: Int? = nil) -> Int? {
            var value = 0, count = 0
            while let byte = peek, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9"), count < (digits ?? 9) {
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
                count += 1
                index += 1
            }
            return count > 0 && (digits == nil || count == digits) ? value : nil
        }

        /// The digits after a decimal point, as a fraction.
        mutating func fraction() -> Double {
            var value = 0.0, scale = 0.1
            while let byte = peek, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
                value += Double(byte - UInt8(ascii: "0")) * scale
                scale /= 10
                index += 1
            }
            return value
        }

        /// Letters.
        mutating func word() -> String? {
            let start = index
            while let byte = peek, (byte | 0x20) >= UInt8(ascii: "a"), (byte | 0x20) <= UInt8(ascii: "z") { index += 1 }
            return index > start ? String(decoding: bytes[start..<index], as: UTF8.self) : nil
        }

        /// `Z`, `+01:00`, `+0100`, `-05`, or a zone name, in seconds east of UTC.
        mutating func zone() -> Int? {
            guard let sign = peek else { return nil }
            if sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
                index += 1
                guard let hours = number(digits: 2) else { return nil }
                _ = take(":")
                let minutes = number(digits: 2) ?? 0
                return (sign == UInt8(ascii: "-") ? -1 : 1) * (hours * 3_600 + minutes * 60)
            }
            return word().flatMap { FeedDate.zones[$0.uppercased()] }
        }
    }
}

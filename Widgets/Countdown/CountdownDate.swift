import Foundation

/// Reads the countdown's dates: ISO 8601 with or without a time and a zone.
///
/// `2026-12-24` (midnight), `2026-12-24T18:00`, `2026-12-24T18:00:30` (in `timeZone`),
/// `2026-12-24T18:00:00Z`, `2026-12-24T18:00+01:00`.
enum CountdownDate {
    /// A parameter that is not such a date.
    struct Failure: Error, Hashable, Sendable, CustomStringConvertible {
        var parameter: String
        var text: String
        var description: String { "\(parameter) \(reason)" }
        /// What is wrong, without the parameter's name.
        var reason: String { "\"\(text)\" is not an ISO 8601 date such as 2026-12-24 or 2026-12-24T18:00:00Z" }
    }

    /// The parameters' own check (empty is allowed: the default), so the host refuses a date
    /// the widget cannot read wherever it is given.
    static func validation(_ text: String) -> String? {
        guard !text.trimmingCharacters(in: .whitespaces).isEmpty else { return nil }
        do {
            _ = try parse(text, parameter: "", timeZone: TimeZone(secondsFromGMT: 0) ?? .current)
            return nil
        } catch {
            return error.reason
        }
    }

    static func parse(_ text: String, parameter: String, timeZone: TimeZone) throws(Failure) -> Date {
        let failure = Failure(parameter: parameter, text: text)
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let halves = trimmed.split(separator: "T", maxSplits: 1, omittingEmptySubsequences: false)
        let day = halves[0].split(separator: "-", omittingEmptySubsequences: false).map { Int($0) }
        guard day.count == 3, halves[0].count == 10, let year = day[0], let month = day[1], let date = day[2] else { throw failure }
        var components = DateComponents(year: year, month: month, day: date, hour: 0, minute: 0, second: 0)
        var zone = timeZone
        if halves.count == 2 {
            var time = Substring(halves[1])
            if time.hasSuffix("Z") {
                zone = TimeZone(secondsFromGMT: 0) ?? zone
                time = time.dropLast()
            } else if let sign = time.lastIndex(where: { $0 == "+" || $0 == "-" }) {
                guard let offset = offsetSeconds(time[sign...]), let fixed = TimeZone(secondsFromGMT: offset) else { throw failure }
                zone = fixed
                time = time[..<sign]
            }
            let parts = time.split(separator: ":", omittingEmptySubsequences: false).map { Int($0) }
            guard (2...3).contains(parts.count), parts.allSatisfy({ $0 != nil }) else { throw failure }
            components.hour = parts[0]
            components.minute = parts[1]
            components.second = parts.count == 3 ? parts[2] : 0
        }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        guard components.isValidDate(in: calendar), let result = calendar.date(from: components) else { throw failure }
        return result
    }

    /// "+01:00", "-0530", "+02" → seconds east of UTC.
    private static func offsetSeconds(_ text: Substring) -> Int? {
        let sign = text.first == "-" ? -1 : 1
        let digits = text.dropFirst().filter { $0 != ":" }
        guard digits.count == 2 || digits.count == 4, let value = Int(digits) else { return nil }
        let (hours, minutes) = digits.count == 2 ? (value, 0) : (value / 100, value % 100)
        guard hours <= 14, minutes < 60 else { return nil }
        return sign * (hours * 3_600 + minutes * 60)
    }

    /// The next 1 January, 00:00 in `timeZone`, after `date`; and the one before it.
    static func newYear(after date: Date, timeZone: TimeZone) -> (previous: Date, next: Date) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let year = calendar.component(.year, from: date)
        let start = calendar.date(from: DateComponents(year: year, month: 1, day: 1)) ?? date
        let next = calendar.date(from: DateComponents(year: year + 1, month: 1, day: 1)) ?? date
        return (start, next)
    }
}

@testable import BundledWidgets
import Foundation
import Testing

/// The expander against python-dateutil's rrule, an independent RFC 5545 implementation: the
/// occurrence lists in `Fixtures/rfc5545/dateutil-expected.txt` were written once by
/// `dateutil-expected.py` beside it (BYYEARDAY, BYWEEKNO, BYHOUR/BYMINUTE/BYSECOND, HOURLY,
/// MINUTELY, SECONDLY, BYSETPOS, rules begun long before the window asked).
struct RecurrenceDateutilTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var start: String
        var rule: String
        var window: String
        var expected: [String]
        var testDescription: String { "\(rule) from \(start)" }
    }

    static let cases: [Case] = {
        let url = CalendarFilesTests.folder.appendingPathComponent("dateutil-expected.txt")
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
        return text.components(separatedBy: "\n\n").compactMap { block -> Case? in
            let lines = block.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#") }
            guard lines.count >= 3, lines[0].hasPrefix("DTSTART:"), lines[1].hasPrefix("RRULE:"), lines[2].hasPrefix("WINDOW:") else {
                return nil
            }
            return Case(
                start: String(lines[0].dropFirst(8)), rule: String(lines[1].dropFirst(6)), window: String(lines[2].dropFirst(7)),
                expected: Array(lines.dropFirst(3)))
        }
    }()

    /// "20261121T090000Z".
    static func stamp(_ date: Date) -> String {
        let seconds = Int(date.timeIntervalSince1970.rounded(.down))
        let day = CalendarDay(dayNumber: Int((Double(seconds) / 86_400).rounded(.down)))
        let time = ((seconds % 86_400) + 86_400) % 86_400
        return String(format: "%04d%02d%02dT%02d%02d%02dZ", day.year, day.month, day.day, time / 3_600, time / 60 % 60, time % 60)
    }

    static func instant(_ stamp: String) -> Date {
        ICalendarDateTime.parse(stamp, zone: .utc, valueIsDate: false)?.date(local: TimeZone(secondsFromGMT: 0) ?? .current) ?? .distantPast
    }

    @Test func theFixtureHoldsEveryCase() {
        #expect(Self.cases.count == 31)
    }

    @Test(arguments: cases)
    func agreesWithDateutil(_ testCase: Case) throws {
        let document = ICalendarParser(file: "case.ics").parse(
            ICalendarParserTests.calendar(["UID:case", "DTSTART:\(testCase.start)", "RRULE:\(testCase.rule)"]))
        #expect(document.problems.isEmpty, "\(document.problems)")
        let event = try #require(document.events.first)
        let bounds = testCase.window.split(separator: "/").map { Self.instant(String($0)) }
        let window = DateInterval(start: bounds[0], end: bounds[1])
        // Any local zone: the times are UTC.
        let starts = RecurrenceExpander(localZone: TimeZone(identifier: "Pacific/Chatham") ?? .current).starts(
            of: event, overlapping: window)
        #expect(starts.map(Self.stamp) == testCase.expected)
    }
}

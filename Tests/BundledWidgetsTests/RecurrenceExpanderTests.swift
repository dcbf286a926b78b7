@testable import BundledWidgets
import Foundation
import Testing

/// Recurrence rules and time zones: each case an event, a window, and the occurrence starts
/// expected in it (in UTC).
struct RecurrenceExpanderTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var properties: [String]
        var from: String
        var to: String
        var expected: [String]
        var localZone = "UTC"
        var testDescription: String { name }
    }

    static func instant(_ text: String) -> Date {
        (try? Date(text, strategy: .iso8601)) ?? .distantPast
    }

    static func zone(_ identifier: String) -> TimeZone { TimeZone(identifier: identifier) ?? .current }

    /// The starts of the one event of `properties` overlapping [from, to), as ISO 8601 in UTC.
    static func starts(_ testCase: Case) throws -> [String] {
        let document = ICalendarParser(file: "case.ics").parse(ICalendarParserTests.calendar(["UID:case"] + testCase.properties))
        #expect(document.problems.isEmpty, "\(document.problems)")
        let event = try #require(document.events.first)
        let window = DateInterval(start: instant(testCase.from), end: instant(testCase.to))
        return RecurrenceExpander(localZone: zone(testCase.localZone)).starts(of: event, overlapping: window).map { $0.formatted(.iso8601) }
    }

    static let rules: [Case] = [
        Case(
            name: "DAILY with COUNT", properties: ["DTSTART:20260105T090000Z", "RRULE:FREQ=DAILY;COUNT=3"],
            from: "2026-01-01T00:00:00Z", to: "2026-02-01T00:00:00Z",
            expected: ["2026-01-05T09:00:00Z", "2026-01-06T09:00:00Z", "2026-01-07T09:00:00Z"]),
        Case(
            name: "DAILY with INTERVAL and UNTIL (inclusive)",
            properties: ["DTSTART:20260105T090000Z", "RRULE:FREQ=DAILY;INTERVAL=2;UNTIL=20260111T090000Z"],
            from: "2026-01-01T00:00:00Z", to: "2026-02-01T00:00:00Z",
            expected: ["2026-01-05T09:00:00Z", "2026-01-07T09:00:00Z", "2026-01-09T09:00:00Z", "2026-01-11T09:00:00Z"]),
        Case(
            name: "DAILY all-day with a DATE UNTIL", properties: ["DTSTART;VALUE=DATE:20260105", "RRULE:FREQ=DAILY;UNTIL=20260107"],
            from: "2026-01-01T00:00:00Z", to: "2026-02-01T00:00:00Z",
            expected: ["2026-01-05T00:00:00Z", "2026-01-06T00:00:00Z", "2026-01-07T00:00:00Z"]),
        Case(
            name: "DAILY on weekdays only (BYDAY filters)",
            properties: ["DTSTART:20260108T090000Z", "RRULE:FREQ=DAILY;BYDAY=MO,TU,WE,TH,FR;COUNT=4"],
            from: "2026-01-01T00:00:00Z", to: "2026-02-01T00:00:00Z",
            expected: ["2026-01-08T09:00:00Z", "2026-01-09T09:00:00Z", "2026-01-12T09:00:00Z", "2026-01-13T09:00:00Z"]),
        Case(
            name: "WEEKLY on DTSTART's weekday", properties: ["DTSTART:20260105T090000Z", "RRULE:FREQ=WEEKLY;COUNT=3"],
            from: "2026-01-01T00:00:00Z", to: "2026-02-01T00:00:00Z",
            expected: ["2026-01-05T09:00:00Z", "2026-01-12T09:00:00Z", "2026-01-19T09:00:00Z"]),
        Case(
            name: "WEEKLY with BYDAY", properties: ["DTSTART:20260105T090000Z", "RRULE:FREQ=WEEKLY;BYDAY=MO,WE,FR;COUNT=5"],
            from: "2026-01-01T00:00:00Z", to: "2026-02-01T00:00:00Z",
            expected: [
                "2026-01-05T09:00:00Z", "2026-01-07T09:00:00Z", "2026-01-09T09:00:00Z", "2026-01-12T09:00:00Z", "2026-01-14T09:00:00Z",
            ]),
        Case(
            name: "WEEKLY every other week", properties: ["DTSTART:20260106T170000Z", "RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=TU,TH"],
            from: "2026-01-01T00:00:00Z", to: "2026-02-01T00:00:00Z",
            expected: ["2026-01-06T17:00:00Z", "2026-01-08T17:00:00Z", "2026-01-20T17:00:00Z", "2026-01-22T17:00:00Z"]),
        Case(
            name: "WEEKLY with WKST=SU moves which weeks count",
            properties: ["DTSTART:20260106T170000Z", "RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=TU,SU;WKST=SU;COUNT=4"],
            from: "2026-01-01T00:00:00Z", to: "2026-02-02T00:00:00Z",
            expected: ["2026-01-06T17:00:00Z", "2026-01-18T17:00:00Z", "2026-01-20T17:00:00Z", "2026-02-01T17:00:00Z"]),
        Case(
            name: "WEEKLY with the default WKST=MO",
            properties: ["DTSTART:20260106T170000Z", "RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=TU,SU;COUNT=4"],
            from: "2026-01-01T00:00:00Z", to: "2026-02-02T00:00:00Z",
            expected: ["2026-01-06T17:00:00Z", "2026-01-11T17:00:00Z", "2026-01-20T17:00:00Z", "2026-01-25T17:00:00Z"]),
        Case(
            name: "DTSTART off the rule still counts first",
            properties: ["DTSTART:20260107T090000Z", "RRULE:FREQ=WEEKLY;BYDAY=MO;COUNT=3"],
            from: "2026-01-01T00:00:00Z", to: "2026-02-01T00:00:00Z",
            expected: ["2026-01-07T09:00:00Z", "2026-01-12T09:00:00Z", "2026-01-19T09:00:00Z"]),
        Case(
            name: "MONTHLY on the 31st skips shorter months", properties: ["DTSTART:20260131T100000Z", "RRULE:FREQ=MONTHLY;COUNT=4"],
            from: "2026-01-01T00:00:00Z", to: "2027-01-01T00:00:00Z",
            expected: ["2026-01-31T10:00:00Z", "2026-03-31T10:00:00Z", "2026-05-31T10:00:00Z", "2026-07-31T10:00:00Z"]),
        Case(
            name: "MONTHLY on the last day (BYMONTHDAY=-1)",
            properties: ["DTSTART:20260131T100000Z", "RRULE:FREQ=MONTHLY;BYMONTHDAY=-1;COUNT=3"],
            from: "2026-01-01T00:00:00Z", to: "2027-01-01T00:00:00Z",
            expected: ["2026-01-31T10:00:00Z", "2026-02-28T10:00:00Z", "2026-03-31T10:00:00Z"]),
        Case(
            name: "MONTHLY on the second Tuesday (2TU)", properties: ["DTSTART:20260113T180000Z", "RRULE:FREQ=MONTHLY;BYDAY=2TU;COUNT=3"],
            from: "2026-01-01T00:00:00Z", to: "2027-01-01T00:00:00Z",
            expected: ["2026-01-13T18:00:00Z", "2026-02-10T18:00:00Z", "2026-03-10T18:00:00Z"]),
        Case(
            name: "MONTHLY on the last Friday (-1FR)", properties: ["DTSTART:20260130T080000Z", "RRULE:FREQ=MONTHLY;BYDAY=-1FR;COUNT=3"],
            from: "2026-01-01T00:00:00Z", to: "2027-01-01T00:00:00Z",
            expected: ["2026-01-30T08:00:00Z", "2026-02-27T08:00:00Z", "2026-03-27T08:00:00Z"]),
        Case(
            name: "MONTHLY every third month",
            properties: ["DTSTART:20260115T080000Z", "RRULE:FREQ=MONTHLY;INTERVAL=3;BYMONTHDAY=15;COUNT=3"],
            from: "2026-01-01T00:00:00Z", to: "2027-01-01T00:00:00Z",
            expected: ["2026-01-15T08:00:00Z", "2026-04-15T08:00:00Z", "2026-07-15T08:00:00Z"]),
        Case(
            name: "MONTHLY last weekday (BYSETPOS=-1)",
            properties: ["DTSTART:20260130T160000Z", "RRULE:FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1;COUNT=3"],
            from: "2026-01-01T00:00:00Z", to: "2027-01-01T00:00:00Z",
            expected: ["2026-01-30T16:00:00Z", "2026-02-27T16:00:00Z", "2026-03-31T16:00:00Z"]),
        Case(
            name: "YEARLY birthday since 1990", properties: ["DTSTART;VALUE=DATE:19900122", "RRULE:FREQ=YEARLY"],
            from: "2026-01-01T00:00:00Z", to: "2027-01-01T00:00:00Z", expected: ["2026-01-22T00:00:00Z"]),
        Case(
            name: "YEARLY on 29 February only in leap years", properties: ["DTSTART;VALUE=DATE:20240229", "RRULE:FREQ=YEARLY"],
            from: "2024-01-01T00:00:00Z", to: "2029-01-01T00:00:00Z", expected: ["2024-02-29T00:00:00Z", "2028-02-29T00:00:00Z"]),
        Case(
            name: "YEARLY on the fourth Thursday of November",
            properties: ["DTSTART;VALUE=DATE:20241128", "RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=4TH;COUNT=3"],
            from: "2024-01-01T00:00:00Z", to: "2030-01-01T00:00:00Z",
            expected: ["2024-11-28T00:00:00Z", "2025-11-27T00:00:00Z", "2026-11-26T00:00:00Z"]),
        Case(
            name: "YEARLY every other year", properties: ["DTSTART:20260301T120000Z", "RRULE:FREQ=YEARLY;INTERVAL=2;COUNT=3"],
            from: "2026-01-01T00:00:00Z", to: "2040-01-01T00:00:00Z",
            expected: ["2026-03-01T12:00:00Z", "2028-03-01T12:00:00Z", "2030-03-01T12:00:00Z"]),
        Case(
            name: "EXDATE removes occurrences, which still count",
            properties: [
                "DTSTART:20260105T090000Z", "RRULE:FREQ=DAILY;COUNT=5", "EXDATE:20260106T090000Z,20260108T090000Z",
            ],
            from: "2026-01-01T00:00:00Z", to: "2026-02-01T00:00:00Z",
            expected: ["2026-01-05T09:00:00Z", "2026-01-07T09:00:00Z", "2026-01-09T09:00:00Z"]),
        Case(
            name: "EXDATE as a DATE on an all-day event, on two lines",
            properties: [
                "DTSTART;VALUE=DATE:20260103", "RRULE:FREQ=WEEKLY;COUNT=4", "EXDATE;VALUE=DATE:20260110", "EXDATE;VALUE=DATE:20260124",
            ],
            from: "2026-01-01T00:00:00Z", to: "2026-02-01T00:00:00Z", expected: ["2026-01-03T00:00:00Z", "2026-01-17T00:00:00Z"]),
        Case(
            name: "EXDATE in the event's TZID",
            properties: [
                "DTSTART;TZID=Europe/Berlin:20260105T093000", "RRULE:FREQ=DAILY;COUNT=3", "EXDATE;TZID=Europe/Berlin:20260106T093000",
            ],
            from: "2026-01-01T00:00:00Z", to: "2026-02-01T00:00:00Z", expected: ["2026-01-05T08:30:00Z", "2026-01-07T08:30:00Z"]),
        Case(
            name: "UNTIL before the window: nothing", properties: ["DTSTART:20250105T090000Z", "RRULE:FREQ=DAILY;UNTIL=20251231T235959Z"],
            from: "2026-01-01T00:00:00Z", to: "2026-02-01T00:00:00Z", expected: []),
        Case(
            name: "an endless rule far in the past, cut to the window", properties: ["DTSTART:20000105T090000Z", "RRULE:FREQ=DAILY"],
            from: "2026-01-10T00:00:00Z", to: "2026-01-12T00:00:00Z", expected: ["2026-01-10T09:00:00Z", "2026-01-11T09:00:00Z"]),
        Case(
            name: "a multi-day occurrence begun before the window overlaps it",
            properties: [
                "DTSTART;VALUE=DATE:20260101", "DTEND;VALUE=DATE:20260104", "RRULE:FREQ=WEEKLY",
            ],
            from: "2026-01-10T00:00:00Z", to: "2026-01-16T00:00:00Z", expected: ["2026-01-08T00:00:00Z", "2026-01-15T00:00:00Z"]),
        Case(
            name: "RDATE adds occurrences",
            properties: ["DTSTART:20260105T090000Z", "RRULE:FREQ=WEEKLY;COUNT=2", "RDATE:20260107T150000Z"],
            from: "2026-01-01T00:00:00Z", to: "2026-02-01T00:00:00Z",
            expected: ["2026-01-05T09:00:00Z", "2026-01-07T15:00:00Z", "2026-01-12T09:00:00Z"]),
    ]

    @Test(arguments: rules)
    func recurrence(_ testCase: Case) throws {
        #expect(try Self.starts(testCase) == testCase.expected)
    }

    static let zones: [Case] = [
        Case(
            name: "TZID: 09:30 in Berlin stays 09:30 when summer time ends (25 Oct)",
            properties: [
                "DTSTART;TZID=Europe/Berlin:20261019T093000", "RRULE:FREQ=WEEKLY;COUNT=2",
            ],
            from: "2026-10-01T00:00:00Z", to: "2026-11-01T00:00:00Z", expected: ["2026-10-19T07:30:00Z", "2026-10-26T08:30:00Z"]),
        Case(
            name: "TZID: 09:00 in New York stays 09:00 when summer time begins (8 Mar)",
            properties: [
                "DTSTART;TZID=America/New_York:20260307T090000", "RRULE:FREQ=DAILY;COUNT=2",
            ],
            from: "2026-03-01T00:00:00Z", to: "2026-04-01T00:00:00Z", expected: ["2026-03-07T14:00:00Z", "2026-03-08T13:00:00Z"]),
        Case(
            name: "TZID written with a leading slash", properties: ["DTSTART;TZID=/Asia/Tokyo:20261121T090000"],
            from: "2026-11-01T00:00:00Z", to: "2026-12-01T00:00:00Z", expected: ["2026-11-21T00:00:00Z"]),
        Case(
            name: "a time skipped by the spring change moves an hour on", properties: ["DTSTART;TZID=Europe/Berlin:20260329T023000"],
            from: "2026-03-01T00:00:00Z", to: "2026-04-01T00:00:00Z", expected: ["2026-03-29T01:30:00Z"]),
        Case(
            name: "a time repeated by the autumn change is the first of the two",
            properties: ["DTSTART;TZID=Europe/Berlin:20261025T023000"],
            from: "2026-10-01T00:00:00Z", to: "2026-11-01T00:00:00Z", expected: ["2026-10-25T00:30:00Z"]),
        Case(
            name: "UTC ignores the local zone", properties: ["DTSTART:20261121T090000Z"],
            from: "2026-11-01T00:00:00Z", to: "2026-12-01T00:00:00Z", expected: ["2026-11-21T09:00:00Z"], localZone: "Asia/Tokyo"),
        Case(
            name: "floating time in New York", properties: ["DTSTART:20261121T190000"],
            from: "2026-11-01T00:00:00Z", to: "2026-12-01T00:00:00Z", expected: ["2026-11-22T00:00:00Z"], localZone: "America/New_York"),
        Case(
            name: "floating time in Tokyo", properties: ["DTSTART:20261121T190000"],
            from: "2026-11-01T00:00:00Z", to: "2026-12-01T00:00:00Z", expected: ["2026-11-21T10:00:00Z"], localZone: "Asia/Tokyo"),
        Case(
            name: "floating weekly time keeps the local wall clock across a change",
            properties: [
                "DTSTART:20261019T093000", "RRULE:FREQ=WEEKLY;COUNT=2",
            ],
            from: "2026-10-01T00:00:00Z", to: "2026-11-01T00:00:00Z", expected: ["2026-10-19T07:30:00Z", "2026-10-26T08:30:00Z"],
            localZone: "Europe/Berlin"),
        Case(
            name: "an all-day event starts at local midnight", properties: ["DTSTART;VALUE=DATE:20261121"],
            from: "2026-11-01T00:00:00Z", to: "2026-12-01T00:00:00Z", expected: ["2026-11-20T23:00:00Z"], localZone: "Europe/Berlin"),
    ]

    @Test(arguments: zones)
    func timeZones(_ testCase: Case) throws {
        #expect(try Self.starts(testCase) == testCase.expected)
    }

    @Test func anAllDayEventOnTheDayOfTheChangeLasts23Hours() throws {
        let document = ICalendarParser(file: "a.ics").parse(ICalendarParserTests.calendar(["UID:1", "DTSTART;VALUE=DATE:20260329"]))
        let event = try #require(document.events.first)
        let berlin = Self.zone("Europe/Berlin")
        let start = try #require(
            RecurrenceExpander(localZone: berlin)
                .starts(of: event, overlapping: DateInterval(start: Self.instant("2026-03-01T00:00:00Z"), duration: 86_400 * 60)).first)
        #expect(event.end(of: start, in: .system(berlin)).timeIntervalSince(start) == 23 * 3_600)
    }

    @Test func zonesFromVTimezoneBlocks() throws {
        let text = [
            "BEGIN:VCALENDAR",
            "BEGIN:VTIMEZONE", "TZID:Pacific Standard Time", "X-LIC-LOCATION:America/Los_Angeles", "END:VTIMEZONE",
            "BEGIN:VTIMEZONE", "TZID:India", "BEGIN:STANDARD", "DTSTART:19700101T000000", "TZOFFSETFROM:+0530", "TZOFFSETTO:+0530",
            "END:STANDARD", "END:VTIMEZONE",
            "BEGIN:VEVENT", "UID:1", "DTSTART;TZID=Pacific Standard Time:20261121T090000", "END:VEVENT",
            "BEGIN:VEVENT", "UID:2", "DTSTART;TZID=India:20261121T090000", "END:VEVENT",
            "BEGIN:VEVENT", "UID:3", "DTSTART;TZID=Mars/Olympus_Mons:20261121T090000", "END:VEVENT",
            "END:VCALENDAR",
        ].joined(separator: "\r\n")
        let document = ICalendarParserTests.parse(text, file: "zones.ics")
        let window = DateInterval(start: Self.instant("2026-11-01T00:00:00Z"), duration: 30 * 86_400)
        let expander = RecurrenceExpander(localZone: Self.zone("Europe/Berlin"))
        let starts = document.events.flatMap { expander.starts(of: $0, overlapping: window) }.map { $0.formatted(.iso8601) }
        // Los Angeles (-8), a fixed +05:30, and an unknown zone read in the local zone (Berlin, +1)
        // with a problem that the footer shows.
        #expect(starts == ["2026-11-21T17:00:00Z", "2026-11-21T03:30:00Z", "2026-11-21T08:00:00Z"])
        #expect(
            document.problems.map(\.description) == [
                "zones.ics:24: DTSTART: TZID \"Mars/Olympus_Mons\" is not a zone name and no VTIMEZONE defines it; shown in the local zone, the time may be wrong"
            ])
        #expect(document.warnings.isEmpty)
    }

    @Test func anOverrideReplacesItsOccurrenceAndACancelledOneRemovesIt() {
        let text = [
            "BEGIN:VCALENDAR",
            "BEGIN:VEVENT", "UID:weekly", "DTSTART:20260105T090000Z", "DTEND:20260105T100000Z", "RRULE:FREQ=WEEKLY;COUNT=3",
            "SUMMARY:Planning", "END:VEVENT",
            "BEGIN:VEVENT", "UID:weekly", "RECURRENCE-ID:20260112T090000Z", "DTSTART:20260113T140000Z", "DTEND:20260113T150000Z",
            "SUMMARY:Planning (moved)", "END:VEVENT",
            "BEGIN:VEVENT", "UID:weekly", "RECURRENCE-ID:20260119T090000Z", "DTSTART:20260119T090000Z", "STATUS:CANCELLED",
            "SUMMARY:Planning", "END:VEVENT",
            "END:VCALENDAR",
        ].joined(separator: "\n")
        var library = CalendarLibrary()
        library.add(ICalendarParserTests.parse(text))
        let occurrences = library.occurrences(
            overlapping: DateInterval(start: Self.instant("2026-01-01T00:00:00Z"), duration: 31 * 86_400),
            localZone: Self.zone("UTC"))
        #expect(
            occurrences.map { "\($0.start.formatted(.iso8601)) \($0.title)" }
                == ["2026-01-05T09:00:00Z Planning", "2026-01-13T14:00:00Z Planning (moved)"])
    }

    @Test func aRuleThatNeverMatchesEnds() throws {
        let testCase = Case(
            name: "31 February", properties: ["DTSTART:20260131T100000Z", "RRULE:FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=31"],
            from: "2026-01-01T00:00:00Z", to: "2100-01-01T00:00:00Z", expected: ["2026-01-31T10:00:00Z"])
        #expect(try Self.starts(testCase) == testCase.expected)
    }
}

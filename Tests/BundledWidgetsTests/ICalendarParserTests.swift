@testable import BundledWidgets
import Foundation
import Testing

/// Reading iCalendar text: unfolding, content lines, unescaping, durations, and problems
/// reported with their file, line and property.
struct ICalendarParserTests {
    /// A calendar holding one VEVENT with `properties`, CRLF line ends.
    static func calendar(_ properties: [String]) -> [UInt8] {
        Array(
            (["BEGIN:VCALENDAR", "VERSION:2.0", "BEGIN:VEVENT"] + properties + ["END:VEVENT", "END:VCALENDAR"])
                .joined(separator: "\r\n").utf8)
    }

    static func parse(_ text: String, file: String = "test.ics") -> ICalendarDocument {
        ICalendarParser(file: file).parse(Array(text.utf8))
    }

    @Test(arguments: [
        ("SUMMARY:Long\r\n  title\r\n", "SUMMARY:Long title"), // the first space of a fold goes, the second stays
        ("SUMMARY:Long\n\ttitle\n", "SUMMARY:Longtitle"), // LF only, tab fold
        ("SUMMARY:a\r\n b\r\n c\r\nUID:x\r\n", "SUMMARY:abc"),
        ("\u{FEFF}SUMMARY:bom", "SUMMARY:bom"), // a byte order mark is dropped
    ])
    func unfolding(_ text: String, _ expected: String) {
        let lines = ICalendarUnfolder.lines(Array(text.utf8))
        #expect(lines.first?.text == expected)
        #expect(lines.first?.number == 1)
    }

    @Test func aFoldInsideAMultiByteCharacterIsJoinedBeforeDecoding() {
        // "é" is C3 A9; a writer folding at 75 octets may cut between the two bytes.
        let bytes: [UInt8] = Array("SUMMARY:Caf".utf8) + [0xC3, 0x0D, 0x0A, 0x20, 0xA9] + Array(" au lait\r\nUID:1".utf8)
        let lines = ICalendarUnfolder.lines(bytes)
        #expect(lines.map(\.text) == ["SUMMARY:Café au lait", "UID:1"])
        #expect(lines.map(\.number) == [1, 3])
    }

    @Test(arguments: [
        (#"Room 4\, 2nd floor"#, "Room 4, 2nd floor"),
        (#"a\;b"#, "a;b"),
        (#"C:\\temp"#, #"C:\temp"#),
        (#"one\ntwo\Nthree"#, "one\ntwo\nthree"),
        (#"ends with \"#, #"ends with \"#),
        ("plain", "plain"),
    ])
    func unescaping(_ escaped: String, _ expected: String) {
        #expect(ICalendarText.unescape(escaped) == expected)
    }

    @Test func contentLinesWithQuotedParameters() throws {
        let line = try #require(
            ICalendarContentLine.parse(#"ATTENDEE;CN="Doe, Jane: PhD";ROLE=REQ-PARTICIPANT:mailto:jane@example.com"#, line: 7))
        #expect(line.name == "ATTENDEE")
        #expect(line.parameter("CN") == "Doe, Jane: PhD")
        #expect(line.parameter("ROLE") == "REQ-PARTICIPANT")
        #expect(line.value == "mailto:jane@example.com")
        #expect(line.line == 7)
        let lower = try #require(ICalendarContentLine.parse("dtstart;tzid=Europe/Berlin:20261121T090000", line: 1))
        #expect(lower.name == "DTSTART")
        #expect(lower.parameter("TZID") == "Europe/Berlin")
        #expect(ICalendarContentLine.parse("no colon here", line: 1) == nil)
    }

    @Test(arguments: [
        ("PT1H30M", 0, 5_400), ("P1D", 1, 0), ("P2W", 14, 0), ("P1DT12H", 1, 43_200), ("PT45S", 0, 45), ("+PT15M", 0, 900),
    ])
    func durations(_ text: String, _ days: Int, _ seconds: Int) {
        #expect(ICalendarEventBuilder.duration(text) == ICalendarEvent.Length(days: days, seconds: seconds))
    }

    @Test(arguments: ["", "P", "PT", "1H", "PT1X", "P1H", "-PT15M", "PT1.5H"])
    func badDurations(_ text: String) {
        #expect(ICalendarEventBuilder.duration(text) == nil)
    }

    @Test func anEventWithEscapedAndFoldedText() throws {
        let document = ICalendarParser(file: "a.ics").parse(
            Self.calendar([
                "UID:1", "DTSTART:20261121T100000Z", "DTEND:20261121T113000Z",
                #"SUMMARY:Review: parser\, layout \& notes\; then lunch"#, #"LOCATION:Room 4\, 2nd"#, "  floor",
            ]))
        #expect(document.problems.isEmpty)
        let event = try #require(document.events.first)
        #expect(event.summary == "Review: parser, layout & notes; then lunch")
        #expect(event.location == "Room 4, 2nd floor")
        #expect(event.length == ICalendarEvent.Length(seconds: 5_400))
        #expect(event.line == 3)
        #expect(!event.isAllDay)
    }

    @Test func allDayEventsDefaultToOneDay() throws {
        let document = ICalendarParser(file: "a.ics").parse(Self.calendar(["UID:1", "DTSTART;VALUE=DATE:20261121", "SUMMARY:Market"]))
        let event = try #require(document.events.first)
        #expect(event.isAllDay)
        #expect(event.length == ICalendarEvent.Length(days: 1))
    }

    /// Problems name the file, the line and the property; a broken event is left out and the
    /// rest of the file is still read.
    @Test(arguments: [
        (["DTSTART:2026-11-21"], "a.ics:5: DTSTART: \"2026-11-21\" is not a date like 20261121 or a date-time like 20261121T093000Z"),
        (["SUMMARY:No start"], "a.ics:3: DTSTART: missing; the event (BEGIN:VEVENT) is left out"),
        (["DTSTART:20261121T100000Z", "DURATION:1 hour"], "a.ics:6: DURATION: \"1 hour\" is not a duration like PT1H30M or P1D"),
        (
            ["DTSTART:20261121T250000Z"],
            "a.ics:5: DTSTART: \"20261121T250000Z\" is not a date like 20261121 or a date-time like 20261121T093000Z"
        ),
        (["DTSTART;VALUE=DATE:20260230"], "a.ics:5: DTSTART: \"20260230\" is not a date like 20261121"),
    ])
    func brokenEventsAreReported(_ properties: [String], _ expected: String) {
        let document = ICalendarParser(file: "a.ics").parse(Self.calendar(["UID:1"] + properties))
        #expect(document.events.isEmpty)
        #expect(document.problems.map(\.description) == [expected])
    }

    @Test func aBadRuleKeepsTheFirstOccurrence() throws {
        let document = ICalendarParser(file: "a.ics").parse(Self.calendar(["UID:1", "DTSTART:20261121T100000Z", "RRULE:FREQ=FORTNIGHTLY"]))
        #expect(document.events.count == 1)
        #expect(document.events.first?.rules == [])
        #expect(
            document.problems.map(\.description) == [
                "a.ics:6: RRULE: FREQ=FORTNIGHTLY is not a frequency (SECONDLY, MINUTELY, HOURLY, DAILY, WEEKLY, MONTHLY, YEARLY); "
                    + "only the first occurrence is shown"
            ])
    }

    @Test(arguments: [
        ("FREQ=WEEKLY;BYDAY=2MO", "BYDAY with a number (like 2TU) only works in MONTHLY and YEARLY rules"),
        ("FREQ=DAILY;COUNT=0", "COUNT=0 is not a positive number"),
        ("FREQ=DAILY;COUNT=2;UNTIL=20261231", "COUNT and UNTIL cannot both be given"),
        ("FREQ=MONTHLY;BYMONTHDAY=32", "BYMONTHDAY=32: 32 is out of range"),
        ("FREQ=DAILY;BYWEEKNO=20", "BYWEEKNO only works in YEARLY rules"),
        ("FREQ=DAILY;UNTL=20261231", "UNTL=20261231 is not a part of a recurrence rule"),
        ("FREQ=DAILY;X-NAME=1", "X-NAME=1 is not a part of a recurrence rule"),
        ("FREQ=DAILY;BYHOUR=24", "BYHOUR=24: 24 is out of range"),
        ("INTERVAL=2", "FREQ is missing"),
        ("FREQ=WEEKLY;BYDAY=XX", "BYDAY: XX is not a weekday"),
    ])
    func badRules(_ text: String, _ message: String) {
        #expect(throws: RecurrenceRule.Failure(message: message)) { try RecurrenceRule.parse(text, zone: .utc) }
    }

    @Test func structuralProblemsAreReportedAndTheRestIsRead() {
        let text = [
            "BEGIN:VCALENDAR", "BEGIN:VEVENT", "UID:1", "DTSTART:20261121T100000Z", "SUMMARY:Kept", "END:VEVENT",
            "this line is garbage", "END:VTODO",
            "BEGIN:VEVENT", "UID:2", "DTSTART:20261122T100000Z", "SUMMARY:Also kept", "END:VEVENT",
            "BEGIN:VEVENT", "UID:3", "DTSTART:20261123T100000Z", "SUMMARY:Never closed",
        ].joined(separator: "\n")
        let document = Self.parse(text, file: "mixed.ics")
        #expect(document.events.map(\.summary) == ["Kept", "Also kept"])
        #expect(
            document.problems.map(\.description) == [
                "mixed.ics:7: \"this line is garbage\" is not NAME:VALUE",
                "mixed.ics:8: END: END:VTODO where END:VCALENDAR (begun on line 1) was expected",
                "mixed.ics:14: BEGIN: BEGIN:VEVENT has no END:VEVENT",
                "mixed.ics:1: BEGIN: BEGIN:VCALENDAR has no END:VCALENDAR",
            ])
    }

    @Test func aFileThatIsNotACalendar() {
        let document = Self.parse("{\"not\": \"ics\"}", file: "notes.ics")
        #expect(document.events.isEmpty)
        #expect(document.problems.map(\.description) == ["notes.ics:1: not an iCalendar file (it must begin with BEGIN:VCALENDAR)"])
    }

    @Test func cancelledEventsAreMarked() {
        let document = ICalendarParser(file: "a.ics").parse(Self.calendar(["UID:1", "DTSTART:20261121T100000Z", "STATUS:CANCELLED"]))
        #expect(document.events.first?.isCancelled == true)
    }
}

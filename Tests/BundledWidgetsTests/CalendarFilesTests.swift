@testable import BundledWidgets
import Foundation
import Testing
import TestSupport
import WidgetEngine

/// Calendars as calendar programs write them (`Fixtures/rfc5545`, each file written for one
/// rule): edits by SEQUENCE, overrides, ranges, several rules, zones that are not IANA names,
/// rule parts that are not understood, and the weeks of the DST changes. Every case names its
/// local zone, so the results do not depend on the machine's.
struct CalendarFilesTests {
    static let folder = CalendarWidgetTests.fixtures.appendingPathComponent("rfc5545")

    static func library(_ names: String...) throws -> CalendarLibrary {
        var library = CalendarLibrary()
        for name in names {
            let data = try Data(contentsOf: folder.appendingPathComponent(name))
            library.add(ICalendarParser(file: name).parse(Array(data)))
        }
        return library
    }

    static func zone(_ identifier: String) -> TimeZone { TimeZone(identifier: identifier) ?? .current }

    /// "2026-01-05T09:00:00Z Sync" for each occurrence overlapping [from, to).
    static func listing(_ library: CalendarLibrary, _ from: String, _ to: String, in zone: String = "UTC") -> [String] {
        let window = DateInterval(start: CalendarWidgetTests.instant(from), end: CalendarWidgetTests.instant(to))
        return library.occurrences(overlapping: window, localZone: Self.zone(zone)).map { "\($0.start.formatted(.iso8601)) \($0.title)" }
    }

    // MARK: 1. Edits

    @Test func theHighestSequenceWinsAndATieGoesToTheLaterStamp() throws {
        let library = try Self.library("sequence.ics")
        #expect(library.problems.isEmpty, "\(library.problems)")
        #expect(
            Self.listing(library, "2026-01-01T00:00:00Z", "2026-02-01T00:00:00Z") == [
                "2026-01-05T09:00:00Z Sync", // SEQUENCE 2; its EXDATE removes the 12th
                "2026-01-07T12:30:00Z Lunch", // SEQUENCE 4 twice: the later DTSTAMP
                "2026-01-19T11:00:00Z Sync moved", // the override with SEQUENCE 3
            ])
    }

    // MARK: 2. An override with its own RRULE

    @Test func anOverrideWithItsOwnRuleIsOneOccurrence() throws {
        let library = try Self.library("override-with-rrule.ics")
        #expect(library.problems.isEmpty, "\(library.problems)")
        #expect(
            Self.listing(library, "2026-01-01T00:00:00Z", "2026-07-01T00:00:00Z") == [
                "2026-01-05T15:00:00Z Retro", "2026-01-13T15:00:00Z Retro (Tuesday)", "2026-01-19T15:00:00Z Retro",
            ])
    }

    // MARK: 3. A date-time RECURRENCE-ID on an all-day event

    @Test(arguments: ["UTC", "Pacific/Chatham", "America/New_York", "Asia/Tokyo"])
    func aDateTimeRecurrenceIDReplacesAnAllDayOccurrenceInAnyZone(_ zone: String) throws {
        let library = try Self.library("all-day-override.ics")
        let window = DateInterval(start: CalendarWidgetTests.instant("2025-12-30T00:00:00Z"), duration: 30 * 86_400)
        let days = library.occurrences(overlapping: window, localZone: Self.zone(zone))
            .map { "\(CalendarDay($0.start, in: Self.zone(zone))) \($0.title)" }
        #expect(days == ["2026-01-03 Bins out", "2026-01-11 Bins out (Sunday)", "2026-01-17 Bins out (both bins)"])
    }

    // MARK: 4. RANGE=THISANDFUTURE

    @Test func thisAndFutureMovesTheLaterOccurrences() throws {
        let library = try Self.library("this-and-future.ics")
        let window = DateInterval(start: CalendarWidgetTests.instant("2026-01-01T00:00:00Z"), duration: 31 * 86_400)
        let occurrences = library.occurrences(overlapping: window, localZone: Self.zone("UTC"))
        #expect(
            occurrences.map { "\($0.start.formatted(.iso8601))–\($0.end.formatted(.iso8601)) \($0.title)" } == [
                "2026-01-05T09:00:00Z–2026-01-05T09:15:00Z Stand-up",
                "2026-01-06T09:00:00Z–2026-01-06T09:15:00Z Stand-up",
                "2026-01-07T09:30:00Z–2026-01-07T10:00:00Z Stand-up (later)",
                "2026-01-08T14:00:00Z–2026-01-08T14:15:00Z Stand-up (afternoon)", // its own override still wins
                "2026-01-09T09:30:00Z–2026-01-09T10:00:00Z Stand-up (later)",
            ])
    }

    // MARK: 5. Several RRULE lines

    @Test func everyRuleLineIsUsed() throws {
        let library = try Self.library("two-rrules.ics")
        #expect(
            Self.listing(library, "2026-01-01T00:00:00Z", "2026-02-01T00:00:00Z") == [
                "2026-01-05T18:00:00Z Gym", "2026-01-08T18:00:00Z Gym", "2026-01-12T18:00:00Z Gym", "2026-01-15T18:00:00Z Gym",
            ])
    }

    // MARK: 6. Zones

    /// Outlook writes Windows zone names and VTIMEZONEs without an IANA name; 9 March is the
    /// day after the US change and before the European one.
    @Test(arguments: ["UTC", "Pacific/Chatham"])
    func windowsZoneNames(_ zone: String) throws {
        let library = try Self.library("outlook-windows-zones.ics")
        #expect(library.problems.isEmpty, "\(library.problems)")
        #expect(
            Self.listing(library, "2026-03-01T00:00:00Z", "2026-04-01T00:00:00Z", in: zone) == [
                "2026-03-09T08:00:00Z Berlin planning", "2026-03-09T16:00:00Z Pacific planning",
            ])
    }

    /// A zone known only by the file's VTIMEZONE is evaluated from its STANDARD and DAYLIGHT
    /// rules: the weeks of the US changes in 2026.
    @Test(arguments: ["UTC", "Pacific/Chatham", "America/New_York"])
    func aCustomVTimezoneInTheWeeksOfTheChanges(_ zone: String) throws {
        let library = try Self.library("custom-vtimezone.ics")
        #expect(library.problems.isEmpty, "\(library.problems)")
        #expect(
            Self.listing(library, "2026-03-01T00:00:00Z", "2026-12-01T00:00:00Z", in: zone) == [
                "2026-03-06T14:00:00Z Eastern spring", "2026-03-07T14:00:00Z Eastern spring",
                "2026-03-08T13:00:00Z Eastern spring", "2026-03-09T13:00:00Z Eastern spring",
                "2026-10-30T13:00:00Z Eastern autumn", "2026-10-31T13:00:00Z Eastern autumn",
                "2026-11-01T14:00:00Z Eastern autumn", "2026-11-02T14:00:00Z Eastern autumn",
            ])
    }

    /// Offsets no IANA zone has, a rule that ends (UNTIL) and a one-off change (RDATE).
    @Test func anInventedZoneIsReadFromItsRules() throws {
        let library = try Self.library("invented-zone.ics")
        #expect(library.problems.isEmpty, "\(library.problems)")
        #expect(
            Self.listing(library, "2025-01-01T00:00:00Z", "2027-01-01T00:00:00Z", in: "Asia/Tokyo") == [
                "2025-07-01T08:30:00Z Summer 2025 noon", // +03:30
                "2026-01-15T09:30:00Z Winter noon", // +02:30
                "2026-05-05T09:30:00Z Still winter (2026 changes on 10 May)", // the April rule ended in 2025
                "2026-06-01T08:30:00Z Summer noon",
            ])
    }

    /// "Europe/lisbon" is Lisbon; a zone nobody defines is shown at its local reading, and the
    /// footer says so.
    @Test func zoneNamesInTheWrongCaseAndUnknownZones() throws {
        let library = try Self.library("zone-names.ics")
        #expect(
            Self.listing(library, "2026-06-01T00:00:00Z", "2026-08-01T00:00:00Z", in: "America/New_York") == [
                "2026-07-01T08:00:00Z Lisbon in summer", "2026-07-01T13:00:00Z Somewhere unknown",
            ])
        #expect(
            library.problems.map(\.description) == [
                "zone-names.ics:11: DTSTART: TZID \"Mars/Olympus_Mons\" is not a zone name and no VTIMEZONE defines it; "
                    + "shown in the local zone, the time may be wrong"
            ])
    }

    @Test(arguments: ["UTC", "Pacific/Chatham"])
    func googlesCalendarZoneAppliesToFloatingTimes(_ zone: String) throws {
        let library = try Self.library("google-x-wr-timezone.ics")
        let window = DateInterval(start: CalendarWidgetTests.instant("2026-06-25T00:00:00Z"), duration: 14 * 86_400)
        let occurrences = library.occurrences(overlapping: window, localZone: Self.zone(zone))
        #expect(
            occurrences.filter { !$0.isAllDay }.map { "\($0.start.formatted(.iso8601)) \($0.title)" }
                == ["2026-07-01T00:00:00Z Tokyo breakfast", "2026-07-01T09:00:00Z UTC stays UTC"])
        // An all-day event is a day wherever one is.
        #expect(occurrences.filter(\.isAllDay).map { CalendarDay($0.start, in: Self.zone(zone)).description } == ["2026-07-02"])
    }

    // MARK: 7. Rule parts that are not understood

    @Test func anUnknownRulePartIsAProblemForThatEvent() throws {
        let library = try Self.library("unknown-rule-part.ics")
        #expect(
            Self.listing(library, "2026-01-01T00:00:00Z", "2026-02-01T00:00:00Z") == [
                "2026-01-05T09:00:00Z Typo in the rule", "2026-01-05T10:00:00Z Fine", "2026-01-06T10:00:00Z Fine",
            ])
        #expect(
            library.problems.map(\.description) == [
                "unknown-rule-part.ics:7: RRULE: UNTL=20260107T000000Z is not a part of a recurrence rule; only the first occurrence is shown"
            ])
    }

    // MARK: 8. Lenient readings: empty RRULE, DTEND before DTSTART, COUNT=-1, RDATE periods

    @Test func whatOtherProgramsAcceptIsRead() throws {
        let library = try Self.library("lenient.ics")
        #expect(library.problems.isEmpty, "\(library.problems)")
        let window = DateInterval(start: CalendarWidgetTests.instant("2026-01-05T00:00:00Z"), duration: 4 * 86_400)
        let occurrences = library.occurrences(overlapping: window, localZone: Self.zone("UTC"))
        #expect(
            occurrences.map { "\($0.start.formatted(.iso8601))–\($0.end.formatted(.iso8601)) \($0.title)" } == [
                "2026-01-05T08:00:00Z–2026-01-05T08:00:00Z Empty rule",
                "2026-01-05T10:00:00Z–2026-01-05T11:00:00Z End before start",
                "2026-01-05T12:00:00Z–2026-01-05T12:00:00Z Endless",
                "2026-01-05T14:00:00Z–2026-01-05T15:00:00Z Periods",
                "2026-01-06T12:00:00Z–2026-01-06T12:00:00Z Endless",
                "2026-01-06T16:00:00Z–2026-01-06T19:00:00Z Periods",
                "2026-01-07T07:00:00Z–2026-01-07T07:30:00Z Periods",
                "2026-01-07T12:00:00Z–2026-01-07T12:00:00Z Endless",
                "2026-01-08T12:00:00Z–2026-01-08T12:00:00Z Endless",
            ])
    }

    // MARK: 9. Long COUNT rules

    @Test func aLongCountIsCutByTheWindowNotByAStepLimit() throws {
        let library = try Self.library("long-count.ics")
        #expect(Self.listing(library, "2026-11-21T00:00:00Z", "2026-11-28T00:00:00Z").filter { $0.hasSuffix("Pills") }.count == 7)
        #expect(
            Self.listing(library, "2028-06-10T00:00:00Z", "2028-06-14T00:00:00Z").filter { $0.hasSuffix("Pills") }
                == ["2028-06-10T08:00:00Z Pills", "2028-06-11T08:00:00Z Pills"]) // the 25,000th is 11 June 2028
        #expect(
            Self.listing(library, "2026-11-21T00:00:00Z", "2026-11-28T00:00:00Z").filter { $0.hasSuffix("week") }
                == ["2026-11-23T09:00:00Z Twice a week", "2026-11-26T09:00:00Z Twice a week"])
    }

    // MARK: The weeks of the DST changes

    @Test(arguments: ["UTC", "Pacific/Chatham", "Europe/Berlin"])
    func theWeeksOfTheChangesInEuropeAndTheUS(_ zone: String) throws {
        let library = try Self.library("dst-weeks.ics")
        #expect(library.problems.isEmpty, "\(library.problems)")
        let window = DateInterval(
            start: CalendarWidgetTests.instant("2026-03-01T00:00:00Z"), end: CalendarWidgetTests.instant("2026-11-30T00:00:00Z"))
        let timed = library.occurrences(overlapping: window, localZone: Self.zone(zone)).filter { !$0.isAllDay }
            .map { "\($0.start.formatted(.iso8601))–\($0.end.formatted(.iso8601)) \($0.title)" }
        #expect(
            timed == [
                "2026-03-06T14:00:00Z–2026-03-06T14:30:00Z New York 09:00", "2026-03-07T14:00:00Z–2026-03-07T14:30:00Z New York 09:00",
                "2026-03-08T13:00:00Z–2026-03-08T13:30:00Z New York 09:00", "2026-03-09T13:00:00Z–2026-03-09T13:30:00Z New York 09:00",
                "2026-03-27T08:30:00Z–2026-03-27T09:00:00Z Berlin 09:30", "2026-03-28T08:30:00Z–2026-03-28T09:00:00Z Berlin 09:30",
                "2026-03-29T07:30:00Z–2026-03-29T08:00:00Z Berlin 09:30", "2026-03-30T07:30:00Z–2026-03-30T08:00:00Z Berlin 09:30",
                // 02:00 on the 25th happens twice: the first; the shift lasts its two hours.
                "2026-10-24T00:00:00Z–2026-10-24T02:00:00Z Berlin night shift",
                "2026-10-25T00:00:00Z–2026-10-25T02:00:00Z Berlin night shift",
                "2026-10-26T01:00:00Z–2026-10-26T03:00:00Z Berlin night shift",
                "2026-10-30T21:00:00Z–2026-10-30T21:00:00Z New York 17:00", "2026-11-02T22:00:00Z–2026-11-02T22:00:00Z New York 17:00",
                "2026-11-06T22:00:00Z–2026-11-06T22:00:00Z New York 17:00",
            ])
    }

    @Test func anAllDayWeekendOverTheUSChangeLasts49Hours() throws {
        let library = try Self.library("dst-weeks.ics")
        let window = DateInterval(start: CalendarWidgetTests.instant("2026-10-30T00:00:00Z"), duration: 5 * 86_400)
        let allDay = library.occurrences(overlapping: window, localZone: Self.zone("America/New_York")).filter { $0.isAllDay }
        let weekend = try #require(allDay.first)
        #expect(weekend.start.formatted(.iso8601) == "2026-10-31T04:00:00Z")
        #expect(weekend.end.timeIntervalSince(weekend.start) == 49 * 3_600)
    }
}

/// 10. A zero-width joiner between letters in a title is not drawn, so tmux, which would
/// draw the next letter into the joiner's cell, counts the same cells as the layout.
struct CalendarJoinerTests {
    @Test func aJoinerBetweenLettersIsNotDrawn() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("homescreen-zwj-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = [
            "BEGIN:VCALENDAR", "VERSION:2.0", "BEGIN:VEVENT", "UID:zwj", "DTSTART:20261121T100000Z", "DTEND:20261121T110000Z",
            "SUMMARY:Re\u{200D}view with Jo\u{200D}\u{301}e", "END:VEVENT", "END:VCALENDAR",
        ].joined(separator: "\r\n")
        try Data(text.utf8).write(to: folder.appendingPathComponent("zwj.ics"))
        let rendered = try await WidgetRenderer.render(
            kind: CalendarWidget.kind, in: CalendarWidgetTests.catalog, family: .systemMedium,
            entry: .current, configuration: ["folder": .string(folder.path)],
            context: Fixtures.plainContext(at: Fixtures.instant)
        ).text
        #expect(rendered.contains("Review with Jo\u{301}e"), "\(rendered)")
        #expect(!rendered.unicodeScalars.contains("\u{200D}"))
    }
}

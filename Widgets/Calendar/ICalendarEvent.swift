import Foundation

/// One VEVENT as read from a file: what is needed to place its occurrences on a timeline.
struct ICalendarEvent: Hashable, Sendable {
    /// How long each occurrence lasts: nominal days (a day is 23 or 25 hours across a DST
    /// change, as RFC 5545 says for `P1D`) plus exact seconds.
    struct Length: Hashable, Sendable {
        var days = 0
        var seconds = 0
    }

    /// An RDATE: an extra occurrence, with its own length when given as a PERIOD.
    struct Addition: Hashable, Sendable {
        var start: ICalendarDateTime
        var length: Length?
    }

    var uid: String
    var summary: String
    var location: String?
    var start: ICalendarDateTime
    var length: Length
    /// Every RRULE line (an override's are not kept: it is one occurrence).
    var rules: [RecurrenceRule] = []
    /// EXDATE values: occurrences that do not happen.
    var exceptions: [ICalendarDateTime] = []
    /// RDATE values: extra occurrences.
    var additions: [Addition] = []
    /// Set on an event that replaces one occurrence of the recurring event with its UID.
    var recurrenceID: ICalendarDateTime?
    /// RECURRENCE-ID;RANGE=THISANDFUTURE: it also changes every later occurrence.
    var isThisAndFuture = false
    /// SEQUENCE: the revision; of two components for one UID and RECURRENCE-ID the higher wins.
    var sequence = 0
    /// DTSTAMP: when this revision was written; breaks a tie of SEQUENCE.
    var stamp: Date?
    /// STATUS:CANCELLED: shows nothing, but a cancelled override still removes its occurrence.
    var isCancelled = false
    /// The file it comes from, relative to the calendar folder.
    var file: String
    /// The line its BEGIN:VEVENT is on.
    var line: Int

    /// True for an all-day event (DTSTART is a DATE).
    var isAllDay: Bool { !start.hasTime }

    /// When an occurrence starting at `start` ends.
    func end(of start: Date, in zone: ICalendarZone) -> Date { Self.end(of: start, length: length, in: zone) }

    /// When an occurrence of `length` starting at `start` ends: days on the wall clock of
    /// `zone`, then exact seconds.
    static func end(of start: Date, length: Length, in zone: some UTCOffsetting) -> Date {
        guard length.days != 0 else { return start.addingTimeInterval(TimeInterval(length.seconds)) }
        let wall = LocalDateTime(start, in: zone)
        return wall.on(wall.day.adding(days: length.days)).date(in: zone).addingTimeInterval(TimeInterval(length.seconds))
    }
}

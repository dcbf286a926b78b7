import Foundation

/// One VEVENT as read from a file: what is needed to place its occurrences on a timeline.
struct ICalendarEvent: Hashable, Sendable {
    /// How long each occurrence lasts: nominal days (a day is 23 or 25 hours across a DST
    /// change, as RFC 5545 says for `P1D`) plus exact seconds.
    struct Length: Hashable, Sendable {
        var days = 0
        var seconds = 0
    }

    var uid: String
    var summary: String
    var location: String?
    var start: ICalendarDateTime
    var length: Length
    var rule: RecurrenceRule?
    /// EXDATE values: occurrences that do not happen.
    var exceptions: [ICalendarDateTime] = []
    /// RDATE values: extra occurrences.
    var additions: [ICalendarDateTime] = []
    /// Set on an event that replaces one occurrence of the recurring event with its UID.
    var recurrenceID: ICalendarDateTime?
    /// STATUS:CANCELLED: shows nothing, but a cancelled override still removes its occurrence.
    var isCancelled = false
    /// The file it comes from, relative to the calendar folder.
    var file: String
    /// The line its BEGIN:VEVENT is on.
    var line: Int

    /// True for an all-day event (DTSTART is a DATE).
    var isAllDay: Bool { !start.hasTime }

    /// When an occurrence starting at `start` ends.
    func end(of start: Date, in timeZone: TimeZone) -> Date {
        guard length.days != 0 else { return start.addingTimeInterval(TimeInterval(length.seconds)) }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let afterDays = calendar.date(byAdding: .day, value: length.days, to: start) ?? start.addingTimeInterval(TimeInterval(length.days * 86_400))
        return afterDays.addingTimeInterval(TimeInterval(length.seconds))
    }
}

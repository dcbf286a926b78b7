import Foundation

/// A wall-clock time on a day, with no zone: what an iCalendar DATE-TIME says before its
/// zone is applied, and what recurrence rules step through (so a weekly 09:00 stays at 09:00
/// across a DST change).
struct LocalDateTime: Hashable, Comparable, Sendable {
    var day: CalendarDay
    var hour: Int
    var minute: Int
    var second: Int

    init(day: CalendarDay, hour: Int, minute: Int, second: Int) {
        self.day = day
        self.hour = hour
        self.minute = minute
        self.second = second
    }

    /// The wall-clock time `wallSeconds` seconds after 1970-01-01 00:00 (no zone).
    init(wallSeconds: Int) {
        let days = wallSeconds >= 0 ? wallSeconds / 86_400 : -((-wallSeconds + 86_399) / 86_400)
        let rest = wallSeconds - days * 86_400
        self.init(day: CalendarDay(dayNumber: days), hour: rest / 3_600, minute: rest / 60 % 60, second: rest % 60)
    }

    /// The wall-clock time `date` shows in `zone`.
    init(_ date: Date, in zone: some UTCOffsetting) {
        self.init(wallSeconds: Int((date.timeIntervalSince1970 + Double(zone.secondsFromGMT(for: date))).rounded(.down)))
    }

    /// Seconds since the day started.
    var secondOfDay: Int { hour * 3_600 + minute * 60 + second }

    /// Seconds since 1970-01-01 00:00 on the wall clock.
    var wallSeconds: Int { day.dayNumber * 86_400 + secondOfDay }

    /// The same time on another day.
    func on(_ other: CalendarDay) -> LocalDateTime {
        LocalDateTime(day: other, hour: hour, minute: minute, second: second)
    }

    /// The instant this wall-clock time names in `timeZone`.
    ///
    /// A time that a DST change skips (02:30 on a spring-forward night) is read with the
    /// offset in force before the gap, so it lands one hour later (03:30), as RFC 5545
    /// asks; a time that happens twice (an autumn night) is the first of the two.
    func date(in timeZone: some UTCOffsetting) -> Date {
        let wall = Double(wallSeconds)
        // The offset before the wall time, then the offset at the instant it would give.
        let before = timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: wall - 86_400))
        let guess = Date(timeIntervalSince1970: wall - Double(before))
        let offset = timeZone.secondsFromGMT(for: guess)
        let candidate = Date(timeIntervalSince1970: wall - Double(offset))
        // When the two offsets agree, the candidate is the guess, whose offset is known.
        if offset == before || timeZone.secondsFromGMT(for: candidate) == offset { return earliest(candidate, wall: wall, in: timeZone) }
        // In a gap: the offset before the gap applies.
        return guess
    }

    /// Of two instants that show this wall time (a repeated hour), the first.
    private func earliest(_ candidate: Date, wall: Double, in timeZone: some UTCOffsetting) -> Date {
        let earlierOffset = timeZone.secondsFromGMT(for: candidate.addingTimeInterval(-3 * 3_600))
        let earlier = Date(timeIntervalSince1970: wall - Double(earlierOffset))
        if earlier < candidate, timeZone.secondsFromGMT(for: earlier) == earlierOffset { return earlier }
        return candidate
    }

    static func < (lhs: LocalDateTime, rhs: LocalDateTime) -> Bool {
        (lhs.day.dayNumber, lhs.secondOfDay) < (rhs.day.dayNumber, rhs.secondOfDay)
    }
}

import Foundation
import WidgetEngine

/// How the calendar widget writes times and days: times in the screen's hour cycle (24-hour
/// unless it is 12-hour) and English day names, in the entry's zone.
struct CalendarFormat {
    static let weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
    static let months = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
        "November", "December",
    ]

    let timeZone: TimeZone
    /// The day the entry is for.
    let today: CalendarDay

    /// How hours are written (the environment's `hourCycle`; nil: 24-hour).
    let hourCycle: HourCycle?

    init(timeZone: TimeZone, now: Date, hourCycle: HourCycle? = nil) {
        self.timeZone = timeZone
        self.hourCycle = hourCycle
        today = CalendarDay(now, in: timeZone)
    }

    /// "09:41", or "9:41 AM" in the 12-hour cycle.
    func time(_ date: Date) -> String {
        let seconds = Int((date.timeIntervalSince1970 + Double(timeZone.secondsFromGMT(for: date))).rounded(.down))
        let minuteOfDay = ((seconds % 86_400 + 86_400) % 86_400) / 60
        return (hourCycle ?? .h23).time(hour: minuteOfDay / 60, minute: minuteOfDay % 60)
    }

    /// `text` on one line: line breaks become spaces.
    static func oneLine(_ text: String) -> String {
        text.utf8.contains(UInt8(ascii: "\n")) ? text.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: " ") : text
    }

    func day(_ date: Date) -> CalendarDay { CalendarDay(date, in: timeZone) }

    /// "Sat 21 Nov".
    func shortDay(_ day: CalendarDay) -> String {
        "\(Self.weekdays[day.weekday - 1].prefix(3)) \(day.day) \(Self.months[day.month - 1].prefix(3))"
    }

    /// "Saturday 21 November".
    func longDay(_ day: CalendarDay) -> String {
        "\(Self.weekdays[day.weekday - 1]) \(day.day) \(Self.months[day.month - 1])"
    }

    /// "Sun".
    func weekday(_ day: CalendarDay) -> String { String(Self.weekdays[day.weekday - 1].prefix(3)) }

    /// "Today", "Tomorrow", else "Mon 23".
    func relativeDay(_ day: CalendarDay) -> String {
        switch today.days(to: day) {
        case 0: return "Today"
        case 1: return "Tomorrow"
        default: return "\(weekday(day)) \(day.day)"
        }
    }

    /// When an occurrence happens, as short as the small widget needs: "10:00–10:15",
    /// "Now, until 10:15", "All day", "Tomorrow 09:00", "Mon 23, all day".
    func when(_ occurrence: CalendarOccurrence, at now: Date) -> String {
        let startDay = day(occurrence.start)
        if occurrence.isAllDay {
            let lastDay = day(occurrence.end).adding(days: -1)
            let until = lastDay > max(startDay, today) ? " until \(relativeDay(lastDay))" : ""
            return startDay <= today ? "All day\(until)" : "\(relativeDay(startDay)), all day\(until)"
        }
        if occurrence.isOngoing(at: now) {
            return day(occurrence.end) == today ? "Now, until \(time(occurrence.end))" : "Now, until \(relativeDay(day(occurrence.end)))"
        }
        if startDay == today { return range(occurrence) }
        return "\(relativeDay(startDay)) \(time(occurrence.start))"
    }

    /// "Today · Saturday 21 November", "Tomorrow · Sunday 22 November", "Monday 23 November".
    func heading(_ day: CalendarDay) -> String {
        switch today.days(to: day) {
        case 0: return "Today · \(longDay(day))"
        case 1: return "Tomorrow · \(longDay(day))"
        default: return longDay(day)
        }
    }

    /// "10:00–10:15", or "10:00" for an event without length.
    func range(_ occurrence: CalendarOccurrence) -> String {
        occurrence.end > occurrence.start ? "\(time(occurrence.start))–\(time(occurrence.end))" : time(occurrence.start)
    }
}

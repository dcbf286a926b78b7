import Foundation

/// Lists the occurrences of an event that fall in a window of time: its DTSTART, the dates
/// its rule generates, its RDATEs, minus its EXDATEs.
///
/// The rule is stepped through on the wall clock of the event's own zone (the `TZID`'s, UTC
/// for `Z` times, the local zone for floating times and all-day events), so a weekly 09:00
/// meeting stays at 09:00 when daylight saving time begins or ends. DTSTART is always the
/// first occurrence and counts towards COUNT (RFC 5545 §3.8.5.3); UNTIL is inclusive.
struct RecurrenceExpander {
    /// The zone floating times and all-day events are read in.
    var localZone: TimeZone
    /// Periods (days, weeks, months, years) stepped through at most per event, so a rule that
    /// can never match (BYMONTHDAY=31 in a February-only rule) ends.
    var periodLimit = 20_000

    /// The start instants of `event`'s occurrences that overlap `window`, in order.
    /// `replaced` are starts overridden by another VEVENT with a RECURRENCE-ID.
    func starts(of event: ICalendarEvent, overlapping window: DateInterval, replaced: Set<Date> = []) -> [Date] {
        let zone = event.start.timeZone(local: localZone)
        let exceptions = event.exceptions
        var starts: [Date] = []
        func consider(_ local: LocalDateTime, _ start: Date) {
            guard start < window.end, !replaced.contains(start) else { return }
            let end = event.end(of: start, in: zone)
            guard end > window.start || (end == start && start >= window.start) else { return }
            if exceptions.contains(where: { $0.hasTime ? $0.date(local: localZone) == start : $0.day == local.day }) { return }
            starts.append(start)
        }
        consider(event.start.local, event.start.local.date(in: zone))
        for addition in event.additions {
            let local = addition.hasTime ? addition.local : event.start.local.on(addition.day)
            consider(local, addition.hasTime ? addition.date(local: localZone) : local.date(in: zone))
        }
        if let rule = event.rule {
            expand(rule, from: event.start.local, in: zone, until: window, maximumLength: event.length) { consider($0, $1) }
        }
        return Array(Set(starts)).sorted()
    }

    /// Calls `visit` with each occurrence the rule generates after DTSTART, until the rule
    /// ends or occurrences start after the window.
    private func expand(_ rule: RecurrenceRule, from first: LocalDateTime, in zone: TimeZone, until window: DateInterval,
                        maximumLength: ICalendarEvent.Length, visit: (LocalDateTime, Date) -> Void) {
        let periods = RecurrencePeriods(rule: rule, start: first.day)
        let lastDay = CalendarDay(window.end, in: zone).adding(days: 1)
        var count = 1 // DTSTART
        var period = 0
        if case .count = rule.end {} else {
            // Without COUNT nothing before the window matters: start a period before the
            // earliest day an occurrence overlapping the window can start on.
            let earliest = CalendarDay(window.start, in: zone).adding(days: -(maximumLength.days + maximumLength.seconds / 86_400 + 2))
            period = max(0, periods.index(containing: earliest) - 1)
        }
        var stepped = 0
        while stepped < periodLimit {
            defer {
                period += 1
                stepped += 1
            }
            guard periods.firstDay(of: period) <= lastDay else { return }
            for day in periods.days(of: period) {
                let local = first.on(day)
                guard local > first else { continue }
                let start = local.date(in: zone)
                switch rule.end {
                case .never:
                    break
                case let .count(limit):
                    count += 1
                    if count > limit { return }
                case let .until(until):
                    if until.hasTime ? start > until.date(local: localZone) : day > until.day { return }
                }
                if start >= window.end { return }
                visit(local, start)
            }
        }
    }
}

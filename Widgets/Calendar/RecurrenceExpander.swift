import Foundation

/// Lists the occurrences of an event that fall in a window of time: its DTSTART, the dates
/// its rules generate (every RRULE line), its RDATEs (dates, date-times or periods), minus its
/// EXDATEs.
///
/// Rules are stepped through on the wall clock of the event's own zone (the `TZID`'s, UTC
/// for `Z` times, the local zone for floating times and all-day events), so a weekly 09:00
/// meeting stays at 09:00 when daylight saving time begins or ends. DTSTART is always the
/// first occurrence and counts towards COUNT (RFC 5545 §3.8.5.3); UNTIL is inclusive. Work is
/// bounded by the window: a rule without COUNT starts stepping just before it, a COUNT rule
/// with one occurrence a period reckons its count there, and any rule stops at its end.
struct RecurrenceExpander {
    /// One occurrence: when it starts, its wall-clock time in the event's zone, how long it lasts.
    struct Occurrence: Hashable, Sendable {
        var start: Date
        var local: LocalDateTime
        var length: ICalendarEvent.Length
    }

    /// The zone floating times and all-day events are read in.
    var localZone: TimeZone

    /// The start instants of `event`'s occurrences that overlap `window`, in order.
    func starts(of event: ICalendarEvent, overlapping window: DateInterval) -> [Date] {
        occurrences(of: event, overlapping: window).map(\.start)
    }

    /// The occurrences of `event` that overlap `window`, by start; one per instant.
    func occurrences(of event: ICalendarEvent, overlapping window: DateInterval) -> [Occurrence] {
        if event.rules.isEmpty, event.additions.isEmpty, Self.isFarFrom(window, event) { return [] }
        let zone = event.start.timeZone(local: localZone)
        var found: [Date: Occurrence] = [:]
        func consider(_ local: LocalDateTime, _ start: Date, _ length: ICalendarEvent.Length) {
            guard start < window.end, found[start] == nil else { return }
            let end = ICalendarEvent.end(of: start, length: length, in: zone)
            guard end > window.start || (end == start && start >= window.start) else { return }
            if event.exceptions.contains(where: { $0.hasTime ? $0.date(local: localZone) == start : $0.day == local.day }) { return }
            found[start] = Occurrence(start: start, local: local, length: length)
        }
        consider(event.start.local, event.start.local.date(in: zone), event.length)
        for addition in event.additions {
            let local = addition.start.hasTime ? addition.start.local : event.start.local.on(addition.start.day)
            consider(
                local, addition.start.hasTime ? addition.start.date(local: localZone) : local.date(in: zone),
                addition.length ?? event.length)
        }
        for rule in event.rules {
            expand(rule, from: event.start.local, in: zone, until: window, maximumLength: event.length) { consider($0, $1, event.length) }
        }
        return found.values.sorted { $0.start < $1.start }
    }

    /// True when a single occurrence at DTSTART cannot overlap `window` in any zone (offsets
    /// stay within a day of UTC; a day of slack for DST in a length of days): most events of a
    /// large calendar are placed without asking a zone.
    private static func isFarFrom(_ window: DateInterval, _ event: ICalendarEvent) -> Bool {
        let wall = Double(event.start.local.wallSeconds)
        let reach: Double = 2 * 86_400
        let length = Double(event.length.days * 86_400 + event.length.seconds)
        return wall - reach > window.end.timeIntervalSince1970 || wall + length + reach < window.start.timeIntervalSince1970
    }

    /// Calls `visit` with each occurrence the rule generates after DTSTART, until the rule
    /// ends or occurrences start after the window.
    private func expand(
        _ rule: RecurrenceRule, from first: LocalDateTime, in zone: ICalendarZone, until window: DateInterval,
        maximumLength: ICalendarEvent.Length, visit: (LocalDateTime, Date) -> Void
    ) {
        let periods = RecurrencePeriods(rule: rule, start: first)
        let lastMoment = LocalDateTime(wallSeconds: LocalDateTime(window.end, in: zone).wallSeconds + 86_400)
        // Nothing starting before this can overlap the window.
        let earliest = LocalDateTime(
            wallSeconds: LocalDateTime(window.start, in: zone).wallSeconds
                - (maximumLength.days + 2) * 86_400 - maximumLength.seconds)
        var count = 1 // DTSTART
        var period = 0
        switch rule.end {
        case .count:
            if periods.hasOneOccurrencePerPeriod {
                // Period n holds occurrence n + 1: the count before the window is known.
                period = max(0, periods.index(containing: earliest) - 1)
                count = max(1, period)
            }
        case .never, .until:
            period = max(0, periods.index(containing: earliest) - 1)
        }
        let until: Date? = if case let .until(value) = rule.end, value.hasTime { value.date(local: localZone) } else { nil }
        while true {
            let moment = periods.firstMoment(of: period)
            guard moment <= lastMoment else { return }
            if rule.frequency.isWithinDay, periods.excludes(moment.day) {
                // A day the rule leaves out: on to the first period of the next one.
                let nextDay = LocalDateTime(day: moment.day.adding(days: 1), hour: 0, minute: 0, second: 0)
                period = max(period + 1, periods.index(containing: nextDay))
                continue
            }
            for local in periods.occurrences(of: period) where local > first {
                let start = local.date(in: zone)
                switch rule.end {
                case .never: break
                case let .count(limit):
                    count += 1
                    if count > limit { return }
                case let .until(value):
                    if let until, start > until { return }
                    if until == nil, local.day > value.day { return }
                }
                if start >= window.end { return }
                visit(local, start)
            }
            period += 1
        }
    }
}

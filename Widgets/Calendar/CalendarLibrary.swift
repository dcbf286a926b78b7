import Foundation

/// Every event read from a calendar folder, with the problems found on the way, placed in
/// time on request.
struct CalendarLibrary: Sendable {
    var events: [ICalendarEvent] = []
    var problems: [FileProblem] = []
    var warnings: [FileProblem] = []
    /// How many `.ics` files were read.
    var fileCount = 0

    mutating func add(_ document: ICalendarDocument) {
        events += document.events
        problems += document.problems
        warnings += document.warnings
        fileCount += 1
    }

    /// The occurrences overlapping `window`, by start (all-day events of a day before its
    /// timed ones).
    ///
    /// Of the components for one UID and RECURRENCE-ID only the current revision counts
    /// (highest SEQUENCE, then latest DTSTAMP, then the one read last). An override replaces
    /// the occurrence its RECURRENCE-ID names (a cancelled one just removes it); with
    /// RANGE=THISANDFUTURE every later occurrence is moved as it was and takes its title, place
    /// and length.
    func occurrences(overlapping window: DateInterval, localZone: TimeZone) -> [CalendarOccurrence] {
        let expander = RecurrenceExpander(localZone: localZone)
        let current = Self.currentRevisions(of: events)
        var overrides: [String: [ICalendarEvent]] = [:]
        for index in current where events[index].recurrenceID != nil { overrides[events[index].uid, default: []].append(events[index]) }
        var occurrences: [CalendarOccurrence] = []
        func add(_ event: ICalendarEvent, as master: ICalendarEvent, start: Date, end: Date) {
            guard start < window.end, end > window.start || (end == start && start >= window.start) else { return }
            occurrences.append(
                CalendarOccurrence(
                    uid: master.uid, title: event.summary, location: event.location, start: start, end: end,
                    isAllDay: master.isAllDay))
        }
        for index in current where !events[index].isCancelled {
            let event = events[index]
            let zone = event.start.timeZone(local: localZone)
            guard event.recurrenceID == nil else {
                for occurrence in expander.occurrences(of: event, overlapping: window) {
                    add(
                        event, as: event, start: occurrence.start,
                        end: ICalendarEvent.end(of: occurrence.start, length: occurrence.length, in: zone))
                }
                continue
            }
            let own = overrides[event.uid] ?? []
            let ranges = own.filter(\.isThisAndFuture).compactMap { range in shift(of: range, in: localZone).map { (range, $0) } }
                .sorted { $0.1.from < $1.1.from }
            // A range moves occurrences by its shift: look that much further on each side.
            let reach = ranges.map { abs($0.1.seconds) }.max() ?? 0
            let searched = DateInterval(start: window.start.addingTimeInterval(-reach), end: window.end.addingTimeInterval(reach))
            for occurrence in expander.occurrences(of: event, overlapping: searched) {
                if own.contains(where: { $0.recurrenceID.map { matches($0, occurrence, allDay: event.isAllDay, localZone) } ?? false }) {
                    continue
                }
                if let (range, shift) = ranges.last(where: { isLater(occurrence, than: $0.0, allDay: event.isAllDay, localZone) }) {
                    guard !range.isCancelled else { continue }
                    let start = occurrence.start.addingTimeInterval(shift.seconds)
                    add(range, as: event, start: start, end: range.end(of: start, in: range.start.timeZone(local: localZone)))
                } else {
                    add(
                        event, as: event, start: occurrence.start,
                        end: ICalendarEvent.end(of: occurrence.start, length: occurrence.length, in: zone))
                }
            }
        }
        return occurrences.sorted { ($0.start, $0.isAllDay ? 0 : 1, $0.title) < ($1.start, $1.isAllDay ? 0 : 1, $1.title) }
    }

    /// The positions in `events` of the current revision of each UID and RECURRENCE-ID, in
    /// reading order.
    static func currentRevisions(of events: [ICalendarEvent]) -> [Int] {
        struct Key: Hashable {
            var uid: String
            /// The RECURRENCE-ID's instant (floating read as UTC), or its day for a DATE.
            var recurrence: Int?
        }
        let utc = TimeZone(secondsFromGMT: 0) ?? .current
        var positions: [Key: Int] = [:]
        positions.reserveCapacity(events.count)
        var current: [Int] = []
        current.reserveCapacity(events.count)
        for index in events.indices {
            let key = Key(
                uid: events[index].uid,
                recurrence: events[index].recurrenceID.map {
                    $0.hasTime ? Int($0.date(local: utc).timeIntervalSince1970) : $0.day.dayNumber * 86_400
                })
            guard let position = positions[key] else {
                positions[key] = current.count
                current.append(index)
                continue
            }
            let held = events[current[position]]
            if (events[index].sequence, events[index].stamp ?? .distantPast) >= (held.sequence, held.stamp ?? .distantPast) {
                current[position] = index
            }
        }
        return current
    }

    /// True when the override `id` names `occurrence`: the same instant, or for an all-day
    /// series (or a DATE id) the same day, whatever zone a date-time id was written in.
    private func matches(_ id: ICalendarDateTime, _ occurrence: RecurrenceExpander.Occurrence, allDay: Bool, _ localZone: TimeZone) -> Bool
    {
        allDay || !id.hasTime ? id.day == occurrence.local.day : id.date(local: localZone) == occurrence.start
    }

    private func isLater(_ occurrence: RecurrenceExpander.Occurrence, than range: ICalendarEvent, allDay: Bool, _ localZone: TimeZone)
        -> Bool
    {
        guard let id = range.recurrenceID else { return false }
        return allDay || !id.hasTime ? occurrence.local.day > id.day : occurrence.start > id.date(local: localZone)
    }

    /// How far a THISANDFUTURE override moves the occurrences after the one it names.
    private func shift(of range: ICalendarEvent, in localZone: TimeZone) -> (from: Date, seconds: TimeInterval)? {
        guard let id = range.recurrenceID else { return nil }
        let from = id.date(local: localZone)
        if !range.start.hasTime || !id.hasTime { return (from, TimeInterval(id.day.days(to: range.start.day) * 86_400)) }
        return (from, range.start.date(local: localZone).timeIntervalSince(from))
    }
}

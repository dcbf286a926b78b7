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
    /// timed ones). An event with a RECURRENCE-ID replaces that occurrence of the recurring
    /// event with the same UID; a cancelled one just removes it.
    func occurrences(overlapping window: DateInterval, localZone: TimeZone) -> [CalendarOccurrence] {
        let expander = RecurrenceExpander(localZone: localZone)
        var replaced: [String: Set<Date>] = [:]
        for event in events {
            if let id = event.recurrenceID { replaced[event.uid, default: []].insert(id.date(local: localZone)) }
        }
        var occurrences: [CalendarOccurrence] = []
        for event in events where !event.isCancelled {
            let zone = event.start.timeZone(local: localZone)
            let starts = expander.starts(of: event, overlapping: window,
                                         replaced: event.recurrenceID == nil ? replaced[event.uid] ?? [] : [])
            for start in starts {
                occurrences.append(CalendarOccurrence(uid: event.uid, title: event.summary, location: event.location, start: start,
                                                      end: event.end(of: start, in: zone), isAllDay: event.isAllDay))
            }
        }
        return occurrences.sorted { ($0.start, $0.isAllDay ? 0 : 1, $0.title) < ($1.start, $1.isAllDay ? 0 : 1, $1.title) }
    }
}

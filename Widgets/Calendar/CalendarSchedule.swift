import WidgetEngine

/// Turns occurrences into the calendar's timeline entries: one now, one at each start and
/// end within the horizon, one at each midnight (the agenda's "Today" moves), and a ramp
/// of entries 30, 20 and 10 minutes before each timed event whose relevance rises towards
/// its start (25, 50, 75, then 100 for its first 10 minutes).
struct CalendarSchedule {
    /// How far ahead entries are made.
    static let horizon: TimeInterval = 24 * 3_600
    /// How far ahead each entry lists events.
    static let lookahead: TimeInterval = 7 * 86_400
    /// The relevance ramp before an event starts.
    static let ramp: TimeInterval = 30 * 60
    /// How long an event stays at full relevance once it has started.
    static let afterStart: TimeInterval = 10 * 60
    /// Events listed per entry at most (a large widget shows fewer).
    static let listed = 24
    /// Entries per timeline at most, well inside the engine's limits (1,440 entries, 200,000
    /// archived nodes; a large entry is a few hundred nodes): a calendar busier than one entry
    /// every four minutes gets a timeline that ends sooner, and the reload 30 minutes on
    /// carries on.
    static let maximumEntries = 360

    var occurrences: [CalendarOccurrence]
    var problems: [FileProblem]
    var timeZone: TimeZone

    /// Entries from `now` over the horizon, in order.
    func entries(from now: Date) -> [CalendarEntry] {
        let end = now.addingTimeInterval(Self.horizon)
        var dates: Set<Date> = [now]
        func add(_ date: Date) { if date > now, date <= end { dates.insert(date) } }
        for occurrence in occurrences {
            add(occurrence.start)
            add(occurrence.end)
            guard !occurrence.isAllDay else { continue }
            for minutes in [30.0, 20, 10] { add(occurrence.start.addingTimeInterval(-minutes * 60)) }
        }
        var day = CalendarDay(now, in: timeZone).adding(days: 1)
        while day.start(in: timeZone) <= end {
            add(day.start(in: timeZone))
            day = day.adding(days: 1)
        }
        return dates.sorted().prefix(Self.maximumEntries).map(entry(at:))
    }

    /// The entry for `date`.
    func entry(at date: Date) -> CalendarEntry {
        let until = date.addingTimeInterval(Self.lookahead)
        // The first `listed` pending ones (occurrences come by start).
        var pending: [CalendarOccurrence] = []
        for index in occurrences.indices where occurrences[index].start < until && occurrences[index].isPending(at: date) {
            pending.append(occurrences[index])
            if pending.count == Self.listed { break }
        }
        return CalendarEntry(date: date, timeZone: timeZone, content: .events(pending), problems: problems, relevance: relevance(at: date))
    }

    /// The relevance at `date`: rising over the 30 minutes before a timed event (score
    /// 25 at 30 minutes to 100 at its start), 100 for its first 10 minutes, each score lasting
    /// until the next 10-minute step; 0 (never promote) away from events.
    func relevance(at date: Date) -> TimelineEntryRelevance {
        var best = TimelineEntryRelevance(score: 0)
        for index in occurrences.indices where !occurrences[index].isAllDay {
            let until = occurrences[index].start.timeIntervalSince(date)
            let candidate: TimelineEntryRelevance
            if until > 0, until <= Self.ramp {
                let score = (100 - 75 * until / Self.ramp).rounded()
                let nextStep = (until / 600).rounded(.up) - 1
                candidate = TimelineEntryRelevance(score: Float(score), duration: until - nextStep * 600)
            } else if until <= 0, -until < Self.afterStart {
                candidate = TimelineEntryRelevance(score: 100, duration: Self.afterStart + until)
            } else {
                continue
            }
            if candidate.score > best.score { best = candidate }
        }
        return best
    }
}

import WidgetEngine

/// The countdown as of one entry: counting (before the target) or done (from it on).
struct CountdownEntry: TimelineEntry {
    let date: Date
    let title: String
    /// When the countdown ends.
    let target: Date
    /// When the progress bar starts.
    let since: Date
    let relevance: TimelineEntryRelevance?
    /// A parameter that could not be used, in words that say what to write instead.
    let problem: String?

    var isDone: Bool { date >= target }
}

/// One entry now and one at the target; the time left is live text the host redraws, so
/// nothing is reloaded while counting. Entries 7 days, 1 day and 1 hour before the target only
/// raise the relevance, so a stack brings the countdown forward as the date nears.
struct CountdownProvider: AppIntentTimelineProvider {
    /// The scores as the target nears (from 7 days, 1 day, 1 hour before it); the target itself
    /// scores highest for an hour.
    static let steps: [(before: TimeInterval, score: Float)] = [(.infinity, 1), (7 * 86_400, 10), (86_400, 40), (3_600, 80)]
    static let doneScore: Float = 100
    static let doneRelevance: TimeInterval = 3_600
    /// Without a `since`, the bar covers the 30 days before the target.
    static let defaultSpan: TimeInterval = 30 * 86_400

    var timeZone: TimeZone = .current

    func placeholder(in context: Context) -> CountdownEntry {
        CountdownEntry(
            date: context.date, title: "Launch", target: context.date.addingTimeInterval(2 * 86_400 + 5 * 3_600),
            since: context.date.addingTimeInterval(-5 * 86_400), relevance: nil, problem: nil)
    }

    func snapshot(for configuration: CountdownIntent, in context: Context) async -> CountdownEntry {
        placeholder(in: context)
    }

    func timeline(for configuration: CountdownIntent, in context: Context) async -> Timeline<CountdownEntry> {
        let now = context.date
        let title = configuration.title.trimmingCharacters(in: .whitespaces)
        let target: Date, since: Date
        do {
            (target, since) = try interval(configuration, at: now)
        } catch {
            let entry = CountdownEntry(date: now, title: title, target: now, since: now, relevance: nil, problem: error.description)
            return Timeline(entries: [entry], policy: .never)
        }
        let entries = Self.relevanceDates(target: target, after: now).map { date, relevance in
            CountdownEntry(
                date: date, title: title.isEmpty ? "Countdown" : title, target: target, since: since,
                relevance: relevance, problem: nil)
        }
        // A fixed date never changes. The default (the next New Year) moves on a day after it
        // is reached, to count down to the following one.
        let rolling = configuration.date.trimmingCharacters(in: .whitespaces).isEmpty
        return Timeline(entries: entries, policy: rolling ? .after(max(now, target).addingTimeInterval(86_400)) : .never)
    }

    /// The target and the start of the bar: the `date` parameter (else the next New Year) and
    /// `since` (else 30 days before, or for the New Year the one before).
    private func interval(_ configuration: CountdownIntent, at now: Date) throws(CountdownDate.Failure) -> (Date, Date) {
        let dateText = configuration.date.trimmingCharacters(in: .whitespaces)
        let sinceText = configuration.since.trimmingCharacters(in: .whitespaces)
        let target: Date, since: Date
        if dateText.isEmpty {
            let newYear = CountdownDate.newYear(after: now, timeZone: timeZone)
            (target, since) = (newYear.next, newYear.previous)
        } else {
            target = try CountdownDate.parse(dateText, parameter: "date", timeZone: timeZone)
            since = target.addingTimeInterval(-Self.defaultSpan)
        }
        guard !sinceText.isEmpty else { return (target, since) }
        let chosen = try CountdownDate.parse(sinceText, parameter: "since", timeZone: timeZone)
        return (target, min(chosen, target))
    }

    /// Now, each step before the target still ahead, and the target: the dates of the entries
    /// and their relevance.
    static func relevanceDates(target: Date, after now: Date) -> [(Date, TimelineEntryRelevance)] {
        guard now < target else {
            let score = now < target.addingTimeInterval(doneRelevance) ? doneScore : 0
            let left = max(0, target.addingTimeInterval(doneRelevance).timeIntervalSince(now))
            return [(now, TimelineEntryRelevance(score: score, duration: score > 0 ? left : 0))]
        }
        let remaining = target.timeIntervalSince(now)
        let current = steps.last { remaining <= $0.before } ?? steps[0]
        var dates = [(now, TimelineEntryRelevance(score: current.score))]
        for step in steps where step.before.isFinite && step.before < remaining {
            dates.append((target.addingTimeInterval(-step.before), TimelineEntryRelevance(score: step.score)))
        }
        dates.append((target, TimelineEntryRelevance(score: doneScore, duration: doneRelevance)))
        return dates
    }
}

import WidgetEngine

/// The sky at one event of the day, or what to fix in the parameters.
struct SunMoonEntry: TimelineEntry {
    let date: Date
    let report: SkyReport?
    let problem: SkyPlace.Problem?
    let relevance: TimelineEntryRelevance?

    /// Relevant from an hour before sunset until half an hour after it.
    static let beforeSunset: TimeInterval = 3_600
    static let afterSunset: TimeInterval = 1_800

    init(date: Date, report: SkyReport?, problem: SkyPlace.Problem?) {
        self.date = date
        self.report = report
        self.problem = problem
        relevance = report.map { Self.relevance(at: date, sunsets: [$0.today.sunset, $0.nextSunset].compactMap { $0 }) }
    }

    /// Score 1 in the window around a sunset, for the rest of the window; else 0.
    static func relevance(at date: Date, sunsets: [Date]) -> TimelineEntryRelevance {
        for sunset in sunsets {
            let start = sunset.addingTimeInterval(-beforeSunset), end = sunset.addingTimeInterval(afterSunset)
            if date >= start && date < end { return TimelineEntryRelevance(score: 1, duration: end.timeIntervalSince(date)) }
        }
        return TimelineEntryRelevance(score: 0)
    }
}

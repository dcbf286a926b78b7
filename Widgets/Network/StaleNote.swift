import Foundation
import WidgetEngine
import WidgetNetwork

/// The line a network widget shows under content it could not refresh: its age and what
/// failed, "⚠ as of 09:41 · api.open-meteo.com: could not connect (connection refused)".
struct StaleNote: Hashable, Sendable {
    /// When the content shown was last fetched (nil: never; the widget shows nothing then).
    var fetchedAt: Date?
    /// What failed at the last attempt.
    var problem: NetworkProblem

    /// The note of a fetch that failed; nil when it did not.
    init?<Value>(_ result: FetchResult<Value>) {
        guard let problem = result.problem else { return nil }
        self.init(fetchedAt: result.fetchedAt, problem: problem)
    }

    init(fetchedAt: Date?, problem: NetworkProblem) {
        self.fetchedAt = fetchedAt
        self.problem = problem
    }

    /// The line, with the age written for an entry at `now` in `timeZone`: "as of 09:41" the
    /// same day, "as of Mon 09:41" within a week, "as of 3 Nov" before; in both hour cycles.
    func text(at now: Date, in timeZone: TimeZone) -> StaleLine {
        StaleLine(h23: text(at: now, in: timeZone, hourCycle: nil), h12: text(at: now, in: timeZone, hourCycle: .h12))
    }

    private func text(at now: Date, in timeZone: TimeZone, hourCycle: HourCycle?) -> String {
        guard let fetchedAt else { return "⚠ " + problem.message }
        return "⚠ as of \(Self.age(of: fetchedAt, at: now, in: timeZone, hourCycle: hourCycle)) · \(problem.message)"
    }

    /// "09:41", "Mon 09:41" or "3 Nov", as above ("9:41 AM" in the 12-hour cycle).
    static func age(of date: Date, at now: Date, in timeZone: TimeZone, hourCycle: HourCycle? = nil) -> String {
        let format = CalendarFormat(timeZone: timeZone, now: now, hourCycle: hourCycle)
        let day = format.day(date)
        let days = day.days(to: format.today)
        if days == 0 { return format.time(date) }
        if days < 7 { return "\(format.weekday(day)) \(format.time(date))" }
        return "\(day.day) \(CalendarFormat.months[day.month - 1].prefix(3))"
    }
}

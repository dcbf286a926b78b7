import Foundation
import WidgetEngine

/// What issue 21's goal names, for the calendar benchmark: a cold read of a folder (nothing
/// kept from an earlier read), its next week expanded, and the widget's view for now resolved
/// to its archive, which must stay within the engine's limits. The provider does this and
/// more: it makes every entry of the next 24 hours and archives each one.
@_spi(Benchmarks) public enum CalendarNextWeek {
    /// Thrown when the folder cannot be read or the view is beyond the limits.
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// The calendar widget's view at `now` for the files in `folder`, read and parsed anew,
    /// resolved in `environment` (its family is the widget's); throws when the folder cannot
    /// be read or the archive is beyond `limits`.
    public static func view(
        folder: String, at now: Date, timeZone: TimeZone = .current, environment: EnvironmentValues,
        limits: ArchiveLimits = .standard
    ) throws(Failure) -> ViewNode {
        let library: CalendarLibrary
        switch CalendarFolder(path: folder, cache: CalendarFileCache()).read() {
        case let .success(read): library = read
        case let .failure(problem): throw Failure(description: problem.description)
        }
        let week = DateInterval(start: now, duration: CalendarSchedule.lookahead)
        let schedule = CalendarSchedule(
            occurrences: library.occurrences(overlapping: week, localZone: timeZone), problems: library.problems,
            timeZone: timeZone)
        let view = ViewResolver.resolve(CalendarView(entry: schedule.entry(at: now)), in: environment)
        guard view.nodeCount <= limits.maxNodes else {
            throw Failure(description: "\(view.nodeCount) nodes, more than the limit of \(limits.maxNodes)")
        }
        return view
    }
}

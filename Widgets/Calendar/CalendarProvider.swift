import Foundation
import Logging
import WidgetEngine

/// Reads the calendar folder at every reload and lays out the next 24 hours.
///
/// Reload policy: `.after` 30 minutes. The entries already cover the next 24 hours (every
/// start, end, midnight and relevance step), so a reload is only needed to notice changed
/// files, and the host cannot tell a provider when a file changes. 48 reloads a day stay
/// well inside the budget of 72, leaving room for `WidgetCenter` requests and the user's
/// own reloads, and a synced event shows within half an hour; should a reload be deferred
/// or fail, the entries carry on to the end of the day.
struct CalendarProvider: AppIntentTimelineProvider {
    static let reloadInterval: TimeInterval = 30 * 60
    private static let logger = Logger(label: "homescreen.widgets.calendar")

    /// The zone all-day events and floating times are read in, and days are shown in.
    var timeZone: TimeZone = .current
    /// The folders `~` and the XDG variables in the folder parameter name.
    var folders: UserFolders = .process
    /// Fetches subscribed calendars (by default with this process's environment).
    var access = NetworkAccess.process

    func placeholder(in context: Context) -> CalendarEntry {
        CalendarSchedule(occurrences: Self.sample(at: context.date, in: timeZone), problems: [], timeZone: timeZone)
            .entry(at: context.date)
    }

    /// The gallery's preview (`isPreview`) shows sample events; a snapshot of a placed widget
    /// (the home screen's agenda sheet) shows its own calendars, as its timeline does now.
    func snapshot(for configuration: CalendarIntent, in context: Context) async -> CalendarEntry {
        guard !context.isPreview else { return placeholder(in: context) }
        let entries = await timeline(for: configuration, in: context).entries
        return entries.last { $0.date <= context.date } ?? entries.first ?? placeholder(in: context)
    }

    func timeline(for configuration: CalendarIntent, in context: Context) async -> Timeline<CalendarEntry> {
        let now = context.date
        let policy = TimelineReloadPolicy.after(now.addingTimeInterval(Self.reloadInterval))
        let urls = URLList.urls(configuration.subscriptions)
        var folder = CalendarFolder(path: configuration.folder, folders: folders).read()
        if !urls.isEmpty {
            let subscribed = await CalendarSubscriptions(access: access).read(
                urls, every: TimeInterval(configuration.minutes * 60), at: now)
            folder = .success(Self.merging(folder, subscribed, defaultFolder: configuration.folder == CalendarIntent.defaultFolder))
        }
        switch folder {
        case let .failure(problem):
            Self.logger.warning("calendar folder \(configuration.folder): \(problem)")
            return Timeline(
                entries: [
                    CalendarEntry(
                        date: now, timeZone: timeZone, content: .failure(problem), problems: [],
                        relevance: TimelineEntryRelevance(score: 0))
                ], policy: policy)
        case let .success(library):
            for problem in library.problems { Self.logger.warning("calendar folder \(configuration.folder): \(problem)") }
            for warning in library.warnings { Self.logger.notice("calendar folder \(configuration.folder): \(warning)") }
            let window = DateInterval(start: now, duration: CalendarSchedule.horizon + CalendarSchedule.lookahead)
            let schedule = CalendarSchedule(
                occurrences: library.occurrences(overlapping: window, localZone: timeZone),
                problems: library.problems, timeZone: timeZone)
            return Timeline(entries: schedule.entries(from: now), policy: policy)
        }
    }

    /// The folder's calendars (a folder that cannot be read becomes a problem line, none at
    /// all when it is the default one and missing) with the subscribed ones and their problems.
    static func merging(
        _ folder: Result<CalendarLibrary, CalendarFolder.Problem>, _ subscribed: (documents: [ICalendarDocument], problems: [FileProblem]),
        defaultFolder: Bool
    ) -> CalendarLibrary {
        var library: CalendarLibrary
        switch folder {
        case let .success(read): library = read
        case .failure(.missing) where defaultFolder: library = CalendarLibrary()
        case let .failure(problem):
            library = CalendarLibrary()
            library.problems.append(FileProblem(file: "", line: 0, field: "", message: problem.description))
        }
        for document in subscribed.documents { library.add(document) }
        library.problems = subscribed.problems + library.problems
        return library
    }

    /// Sample events around `date` for the gallery and the placeholder.
    static func sample(at date: Date, in timeZone: TimeZone) -> [CalendarOccurrence] {
        let halfHour = (date.timeIntervalSince1970 / 1_800).rounded(.up) * 1_800
        let next = Date(timeIntervalSince1970: halfHour)
        let today = CalendarDay(date, in: timeZone)
        func at(_ hours: Double) -> Date { next.addingTimeInterval(hours * 3_600) }
        return [
            CalendarOccurrence(
                uid: "sample-birthday", title: "Ana's birthday", location: nil, start: today.start(in: timeZone),
                end: today.adding(days: 1).start(in: timeZone), isAllDay: true),
            CalendarOccurrence(uid: "sample-standup", title: "Stand-up", location: "Room 4", start: at(0), end: at(0.25), isAllDay: false),
            CalendarOccurrence(
                uid: "sample-lunch", title: "Lunch with Ana", location: "Café Lumen", start: at(3), end: at(4), isAllDay: false),
            CalendarOccurrence(uid: "sample-review", title: "Design review", location: "Online", start: at(5), end: at(6), isAllDay: false),
            CalendarOccurrence(
                uid: "sample-dentist", title: "Dentist", location: "Main St 12", start: at(24), end: at(24.5), isAllDay: false),
        ]
    }
}

import Logging
import WidgetEngine

/// Reads the todo.txt file at every reload.
///
/// Entries: now, and the next midnight, when "due today" becomes "overdue" and tomorrow's
/// items become due, so the list and its relevance change on time even when a reload is
/// deferred. Reload policy: `.after` 30 minutes, to pick up edits to the file (the host
/// cannot tell a provider that a file changed): 48 reloads a day, within the budget of 72
/// with room for the user's own reloads (`r` on the home screen, free).
struct RemindersProvider: AppIntentTimelineProvider {
    static let reloadInterval: TimeInterval = 30 * 60
    private static let logger = Logger(label: "homescreen.widgets.reminders")

    /// The zone days are counted in.
    var timeZone: TimeZone = .current
    /// The folders `~` and the XDG variables in the path name.
    var folders: UserFolders = .process

    func placeholder(in context: Context) -> RemindersEntry {
        RemindersEntry(date: context.date, timeZone: timeZone, contents: Self.sample(on: CalendarDay(context.date, in: timeZone)))
    }

    func snapshot(for configuration: RemindersIntent, in context: Context) async -> RemindersEntry {
        placeholder(in: context)
    }

    func timeline(for configuration: RemindersIntent, in context: Context) async -> Timeline<RemindersEntry> {
        let now = context.date
        let midnight = CalendarDay(now, in: timeZone).adding(days: 1).start(in: timeZone)
        let policy = TimelineReloadPolicy.after(now.addingTimeInterval(Self.reloadInterval))
        switch TodoFile(path: configuration.path, folders: folders).read() {
        case let .failure(problem):
            Self.logger.warning("reminders \(configuration.path): \(problem)")
            return Timeline(entries: [RemindersEntry(date: now, timeZone: timeZone, problem: problem)], policy: policy)
        case let .success(contents):
            for problem in contents.problems { Self.logger.warning("reminders \(configuration.path): \(problem)") }
            return Timeline(
                entries: [now, midnight].map {
                    RemindersEntry(date: $0, timeZone: timeZone, contents: contents, file: folders.expanding(configuration.path))
                }, policy: policy)
        }
    }

    /// Sample items around `today` for the gallery and the placeholder.
    static func sample(on today: CalendarDay) -> TodoFile.Contents {
        let lines = [
            "(A) Pay the electricity bill +home due:\(today.adding(days: -1))",
            "Call Bo about the trip @phone due:\(today)",
            "(B) Write the quarterly report +work",
            "Buy oat milk @shop due:\(today.adding(days: 2))",
            "x \(today) Water the plants @home",
        ]
        return TodoFile.parse(lines.joined(separator: "\n"), file: "todo.txt")
    }
}

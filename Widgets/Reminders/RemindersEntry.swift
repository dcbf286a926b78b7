import WidgetEngine

/// What the reminders widget shows on one day: the open items in the order they matter,
/// how many are done, or why the file could not be read.
struct RemindersEntry: TimelineEntry {
    enum Content: Hashable, Sendable {
        /// Open items, overdue first (see ``TodoItem/ordered(_:on:)``).
        case items([TodoItem])
        case failure(TodoFile.Problem)
    }

    let date: Date
    /// The day "due today" and "overdue" are measured against.
    let today: CalendarDay
    let content: Content
    /// Items marked done (`x `), hidden from the list and counted.
    let doneCount: Int
    let problems: [FileProblem]
    /// The file, expanded: what checking an item off writes (empty for the sample items).
    var file = ""

    var items: [TodoItem] {
        if case let .items(items) = content { return items }
        return []
    }

    var overdueCount: Int { items.filter { $0.urgency(on: today) == .overdue }.count }
    var dueTodayCount: Int { items.filter { $0.urgency(on: today) == .dueToday }.count }

    /// 100 while something is overdue, 60 while something is due today, else 0 (never
    /// promote); each holds until the next entry (midnight) says otherwise.
    var relevance: TimelineEntryRelevance? {
        if overdueCount > 0 { return TimelineEntryRelevance(score: 100) }
        if dueTodayCount > 0 { return TimelineEntryRelevance(score: 60) }
        return TimelineEntryRelevance(score: 0)
    }

    /// The entry for `contents` (read from `file`) on the day `date` falls on in `timeZone`.
    init(date: Date, timeZone: TimeZone, contents: TodoFile.Contents, file: String = "") {
        self.date = date
        self.file = file
        today = CalendarDay(date, in: timeZone)
        content = .items(TodoItem.ordered(contents.items.filter { !$0.isDone }, on: today))
        doneCount = contents.items.filter(\.isDone).count
        problems = contents.problems
    }

    /// An entry saying the file could not be read.
    init(date: Date, timeZone: TimeZone, problem: TodoFile.Problem) {
        self.date = date
        today = CalendarDay(date, in: timeZone)
        content = .failure(problem)
        doneCount = 0
        problems = []
    }
}

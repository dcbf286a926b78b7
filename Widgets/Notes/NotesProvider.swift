import WidgetEngine

/// An entry now and at each of the next hours, then asks again (`.atEnd`), reading the
/// file afresh: four reloads a day.
struct NotesProvider: AppIntentTimelineProvider {
    /// Hours of entries per timeline.
    static let hours = 6

    /// The placeholder's note; it opens nothing.
    static let sample = NoteLine(parsing: "Simplicity is prerequisite for reliability. — Edsger W. Dijkstra", file: "", line: 1)

    /// The folders `~` and the XDG variables in the path name.
    var folders: UserFolders = .process

    func placeholder(in context: Context) -> NotesEntry {
        NotesEntry(date: context.date, note: Self.sample, count: 1, skipped: [], problem: nil)
    }

    func snapshot(for configuration: NotesIntent, in context: Context) async -> NotesEntry {
        if case let .success(notes) = NotesSource.load(configuration.path, folders: folders) {
            return entry(at: context.date, hour: NotesSchedule.hour(of: context.date), skips: 0, notes: notes, next: nil)
        }
        return placeholder(in: context)
    }

    func timeline(for configuration: NotesIntent, in context: Context) async -> Timeline<NotesEntry> {
        switch NotesSource.load(configuration.path, folders: folders) {
        case let .success(notes):
            let now = NotesSchedule.hour(of: context.date)
            // The `»` button's steps move every hour's note on.
            let state = NotesSkips.file(in: folders)
            let skips = state.map { NotesSkips.read($0)[configuration.path] ?? 0 } ?? 0
            let next = state.map { NextNoteIntent(state: $0, notes: configuration.path) }
            let entries =
                [entry(at: context.date, hour: now, skips: skips, notes: notes, next: next)]
                + (1...Self.hours).map {
                    entry(at: NotesSchedule.start(ofHour: now + $0), hour: now + $0, skips: skips, notes: notes, next: next)
                }
            return Timeline(entries: entries, policy: .atEnd)
        case let .failure(problem):
            // Asks again in an hour: the file may have been written by then.
            let entry = NotesEntry(date: context.date, note: nil, count: 0, skipped: [], problem: problem)
            return Timeline(entries: [entry], policy: .after(NotesSchedule.start(ofHour: NotesSchedule.hour(of: context.date) + 1)))
        }
    }

    private func entry(at date: Date, hour: Int, skips: Int, notes: NotesSource.Notes, next: NextNoteIntent?) -> NotesEntry {
        let note = notes.lines[NotesSchedule.index(hour: hour + skips, count: notes.lines.count)]
        return NotesEntry(
            date: date, note: note, count: notes.lines.count, skipped: notes.skipped, problem: nil,
            next: notes.lines.count > 1 ? next : nil)
    }
}

import WidgetEngine

/// One note an hour.
struct NotesEntry: TimelineEntry {
    let date: Date
    let note: NoteLine?
    /// How many lines there are to choose from.
    let count: Int
    let skipped: [String]
    let problem: NotesSource.Problem?
    /// What the `»` button runs: nil without a state folder, or for the sample note.
    var next: NextNoteIntent?
}

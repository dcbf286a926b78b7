/// What one calendar file holds: its events, the problems that cost events or occurrences
/// (shown in the widget and logged), and warnings that changed nothing visible (logged).
struct ICalendarDocument: Hashable, Sendable {
    var events: [ICalendarEvent] = []
    var problems: [FileProblem] = []
    var warnings: [FileProblem] = []
}

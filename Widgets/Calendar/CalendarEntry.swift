import WidgetEngine

/// What the calendar widget shows at one instant: the events not yet over, or why the
/// folder could not be read, and the problems of files that could not be read whole.
struct CalendarEntry: TimelineEntry {
    enum Content: Hashable, Sendable {
        /// Events not over at `date`, in order, up to the lookahead.
        case events([CalendarOccurrence])
        case failure(CalendarFolder.Problem)
    }

    let date: Date
    /// The zone days and times are shown in.
    let timeZone: TimeZone
    let content: Content
    let problems: [FileProblem]
    let relevance: TimelineEntryRelevance?

    /// The events, empty for a failure.
    var occurrences: [CalendarOccurrence] {
        if case let .events(occurrences) = content { return occurrences }
        return []
    }
}

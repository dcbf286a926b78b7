import WidgetEngine

/// Up next in every family: the next event in small, the next few in medium, the agenda of
/// the coming days in large; or why the folder could not be read.
struct CalendarView: View {
    static let home = URL(string: "homescreen://calendar")

    let entry: CalendarEntry
    @Environment(\.widgetFamily) private var family
    @Environment(\.hourCycle) private var hourCycle

    private var format: CalendarFormat { CalendarFormat(timeZone: entry.timeZone, now: entry.date, hourCycle: hourCycle) }

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            switch entry.content {
            case let .failure(problem):
                CalendarFailureView(problem: problem)
            case let .events(occurrences):
                switch family {
                case .systemSmall: CalendarNextView(occurrences: occurrences, now: entry.date, format: format)
                case .systemMedium: CalendarListView(occurrences: occurrences, now: entry.date, format: format, rows: 7 - footerRows)
                default: CalendarAgendaView(occurrences: occurrences, now: entry.date, format: format, rows: 19 - footerRows)
                }
            }
            Spacer(minLength: 0)
            if !entry.problems.isEmpty { FileProblemsView(problems: entry.problems, lines: footerRows) }
        }
        // Full width, so short content (an error, a placeholder) starts at the left edge.
        .frame(maxWidth: .infinity, alignment: .leading)
        .widgetURL(widgetURL)
        .containerBackground(.background, for: .widget)
    }

    /// Rows the problem footer takes.
    private var footerRows: Int {
        guard !entry.problems.isEmpty else { return 0 }
        return family == .systemLarge ? 2 : 1
    }

    /// The small widget opens its event; the others open the calendar (their rows are links).
    private var widgetURL: URL? {
        if family == .systemSmall, let next = CalendarNextView.next(in: entry.occurrences) { return next.url }
        return Self.home
    }
}

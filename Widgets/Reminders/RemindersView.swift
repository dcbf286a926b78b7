import WidgetEngine

/// The reminders in every family: the most pressing items, one to a line, with their due
/// dates from medium up and their projects and contexts in large; or why the file could not
/// be read.
struct RemindersView: View {
    static let home = URL(string: "homescreen://reminders")

    let entry: RemindersEntry
    @Environment(\.widgetFamily) private var family

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            header
            switch entry.content {
            case let .failure(problem):
                RemindersFailureView(problem: problem)
            case let .items(items):
                if items.isEmpty {
                    Label("All done", systemImage: "checkmark.circle").foregroundStyle(.secondary).lineLimit(1)
                    Text(entry.doneCount > 0 ? "\(entry.doneCount) done, nothing open." : "Nothing to do.").font(.caption)
                } else {
                    let shown = items.prefix(rows)
                    // Read the family here: a ForEach builds its rows after this body returns.
                    let detail = family != .systemSmall, showsTags = family == .systemLarge
                    ForEach(Array(shown)) { item in
                        RemindersRow(item: item, today: entry.today, detail: detail, showsTags: showsTags, file: entry.file)
                    }
                    if items.count > shown.count { Text("+\(items.count - shown.count) more").font(.caption).lineLimit(1) }
                }
            }
            Spacer(minLength: 0)
            if family == .systemLarge, case .items = entry.content { summary }
            if !entry.problems.isEmpty { FileProblemsView(problems: entry.problems, lines: 1) }
        }
        // Full width, so short content (an error, a placeholder) starts at the left edge.
        .frame(maxWidth: .infinity, alignment: .leading)
        .widgetURL(Self.home)
        .containerBackground(.background, for: .widget)
    }

    private var header: some View {
        HStack {
            Label("Reminders", systemImage: "checklist").font(.headline).lineLimit(1)
            Spacer(minLength: 0)
            if case let .items(items) = entry.content { Text("\(items.count)").bold().foregroundStyle(.tint) }
        }
    }

    /// Item lines that fit below the header, leaving room for "+N more" and the footers.
    private var rows: Int {
        let available: Int
        switch family {
        case .systemSmall: available = 7
        case .systemMedium: available = 7
        default: available = 18
        }
        let footers = (entry.problems.isEmpty ? 0 : 1) + (family == .systemLarge ? 1 : 0)
        let all = entry.items.count
        let room = available - footers
        return all <= room ? all : max(room - 1, 1)
    }

    /// "2 overdue · 1 due today · 3 done".
    private var summary: some View {
        var parts: [String] = []
        if entry.overdueCount > 0 { parts.append("\(entry.overdueCount) overdue") }
        if entry.dueTodayCount > 0 { parts.append("\(entry.dueTodayCount) due today") }
        parts.append("\(entry.doneCount) done")
        return Text(parts.joined(separator: " · ")).font(.caption).lineLimit(1)
    }
}

import WidgetEngine

/// One open item on a line: a checkbox that checks it off in the file (``CompleteTodoIntent``;
/// none for the sample items), then a link to its line of the file
/// (`homescreen://reminders/12`): a marker (`!` overdue, `●` due today, else its priority
/// letter or `○`), its title, and from medium up when it is due; in large its projects and
/// contexts too.
struct RemindersRow: View {
    let item: TodoItem
    let today: CalendarDay
    /// Shows the due date.
    let detail: Bool
    /// Shows projects and contexts.
    let showsTags: Bool
    /// The file the item was read from (empty for the sample items: nothing to check off).
    var file = ""

    var body: some View {
        if file.isEmpty {
            row
        } else {
            Toggle(isOn: item.isDone, intent: CompleteTodoIntent(file: file, item: item, day: today)) { row.invalidatableContent() }
                .toggleStyle(.checkbox)
        }
    }

    private var row: some View {
        Link(destination: URL(string: "homescreen://reminders/\(item.line)") ?? URL(fileURLWithPath: "/")) {
            HStack(spacing: 7) {
                marker
                Text(item.title).lineLimit(1).privacySensitive().layoutPriority(2)
                if showsTags, !tags.isEmpty {
                    Text(tags).font(.caption).lineLimit(1).privacySensitive()
                }
                Spacer(minLength: 0)
                if detail, let due = dueLabel {
                    Text(due).font(.caption).lineLimit(1).foregroundStyle(Color(dueColor)).layoutPriority(1)
                }
            }
        }
    }

    @ViewBuilder private var marker: some View {
        switch item.urgency(on: today) {
        case .overdue: Text("!").bold().foregroundStyle(.red)
        case .dueToday: Text("●").foregroundStyle(.orange)
        case .later:
            if let priority = item.priority {
                Text(String(priority)).bold().foregroundStyle(.tint)
            } else {
                Text("○").foregroundStyle(.secondary)
            }
        }
    }

    private var tags: String {
        (item.projects.map { "+" + $0 } + item.contexts.map { "@" + $0 }).joined(separator: " ")
    }

    /// "2 days late", "today", "tomorrow", "Tue 24", "3 Jan".
    private var dueLabel: String? {
        guard let due = item.due else { return nil }
        let days = today.days(to: due)
        switch days {
        case ..<(-1): return "\(-days) days late"
        case -1: return "1 day late"
        case 0: return "today"
        case 1: return "tomorrow"
        case 2...6: return "\(CalendarFormat.weekdays[due.weekday - 1].prefix(3)) \(due.day)"
        default: return "\(due.day) \(CalendarFormat.months[due.month - 1].prefix(3))"
        }
    }

    private var dueColor: ColorValue {
        switch item.urgency(on: today) {
        case .overdue: return Color.red.colorValue
        case .dueToday: return Color.orange.colorValue
        case .later: return .secondary
        }
    }
}

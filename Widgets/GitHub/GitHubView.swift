import WidgetEngine

/// Counts in small (to review, open, unread); review requests and your pull requests in medium;
/// all three lists in large; the counts on one line inline. Every row is a link.
struct GitHubView: View {
    let entry: GitHubEntry
    @Environment(\.widgetFamily) private var family

    var body: some View {
        switch family {
        case .accessoryInline:
            Text("⇄ \(entry.reviews.count) review · \(entry.mine.count) open\(entry.notifications.map { " · \($0.count) unread" } ?? "")")
        default:
            VStack(alignment: .leading, spacing: 0) {
                Label("GitHub", systemImage: "arrow.triangle.pull").font(.headline).lineLimit(1)
                if let problem = entry.problem {
                    Text(problem).font(.caption).foregroundStyle(entry.stale == nil ? Color.secondary : Color.orange)
                } else if family == .systemSmall {
                    counts
                } else {
                    GitHubSectionView(title: "Review requested", rows: entry.reviews, limit: listed, empty: "Nothing to review")
                    GitHubSectionView(title: "Your pull requests", rows: entry.mine, limit: listed, empty: "None open")
                    if family == .systemLarge, let notifications = entry.notifications {
                        GitHubSectionView(title: "Notifications", rows: notifications, limit: 4, empty: "All read")
                    }
                }
                Spacer(minLength: 0)
                if let stale = entry.stale, entry.problem == nil { StaleNoteView(line: stale, lines: 2) }
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            .widgetURL(URL(string: "https://github.com/pulls"))
            .containerBackground(.background, for: .widget)
        }
    }

    /// Rows a section lists: two in medium (one under a stale line), four in large.
    private var listed: Int {
        family == .systemMedium ? (entry.stale == nil ? 2 : 1) : 4
    }

    private var counts: some View {
        VStack(alignment: .leading, spacing: 0) {
            count(entry.reviews.count, "to review", tint: entry.reviews.isEmpty ? .secondary : .orange)
            count(entry.mine.count, "open", tint: entry.mine.contains { $0.checks == .failing } ? .red : .green)
            if let notifications = entry.notifications { count(notifications.count, "unread", tint: .blue) }
        }
    }

    private func count(_ value: Int, _ label: String, tint: Color) -> some View {
        HStack(spacing: 7) {
            Text("\(value)").bold().foregroundStyle(tint)
            Text(label)
        }
    }
}

import WidgetEngine

struct PullRequestsView: View {
    let entry: PullRequestsEntry
    @Environment(\.widgetFamily) private var family

    private var limit: Int {
        switch family {
        case .systemSmall, .systemMedium: return 6
        default: return 18
        }
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            HStack {
                Label("Pull requests", systemImage: "arrow.triangle.pull").font(.headline).lineLimit(1)
                Spacer(minLength: 0)
                if entry.problem == nil { Text("\(entry.pulls.count)").bold().foregroundStyle(.tint) }
            }
            if let problem = entry.problem {
                problemView(problem)
            } else if entry.pulls.isEmpty {
                Text("Nothing open.").foregroundStyle(.secondary)
            } else {
                ForEach(entry.pulls.prefix(limit), id: \.number) { pull in
                    HStack(spacing: 7) {
                        Text("#\(pull.number)").foregroundStyle(.secondary)
                        Text(pull.title).lineLimit(1)
                        if family != .systemSmall {
                            Spacer(minLength: 0)
                            Text(pull.draft == true ? "draft" : pull.author).font(.caption).lineLimit(1)
                        }
                    }
                }
            }
            Spacer(minLength: 0)
            if let stale = entry.stale { StaleNoteView(line: stale, lines: 2) }
        }
    }

    @ViewBuilder private func problemView(_ problem: PullRequestsEntry.Problem) -> some View {
        switch problem {
        case let .missing(path):
            Label("No file", systemImage: "exclamationmark.triangle").foregroundStyle(.orange)
            Text("\(path) does not exist. Write it, or set the path parameter.").font(.caption)
        case let .malformed(path, detail):
            Label("Unreadable file", systemImage: "exclamationmark.triangle").foregroundStyle(.orange)
            Text("\(path): \(detail)").font(.caption)
        case let .network(message):
            Label("GitHub unreadable", systemImage: "exclamationmark.triangle").foregroundStyle(.orange)
            Text(message).font(.caption)
        }
    }
}

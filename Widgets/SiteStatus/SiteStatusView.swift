import WidgetEngine

/// Each site a row, ✓ up or ✗ down with its status and latency (medium and large); how many
/// are up and the first one down (small); the same on one line (inline). A row links to its site.
struct SiteStatusView: View {
    let entry: SiteStatusEntry
    @Environment(\.widgetFamily) private var family

    var body: some View {
        switch family {
        case .accessoryInline:
            Text(inline)
        default:
            VStack(alignment: .leading, spacing: 0) {
                HStack {
                    Label("Sites", systemImage: "network").font(.headline).lineLimit(1)
                    Spacer(minLength: 0)
                    if !entry.checks.isEmpty {
                        Text(entry.downCount == 0 ? "all up" : "\(entry.downCount) down").bold()
                            .foregroundStyle(entry.downCount == 0 ? Color.green : Color.red)
                    }
                }
                if let problem = entry.problem {
                    Text(problem).font(.caption).foregroundStyle(.secondary)
                }
                ForEach(Array(entry.checks.prefix(rows).enumerated()), id: \.offset) { check in
                    row(check.element)
                }
                Spacer(minLength: 0)
                if let stale = entry.stale { StaleNoteView(line: stale, lines: 2) }
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            .containerBackground(.background, for: .widget)
        }
    }

    private var rows: Int {
        let note = entry.stale == nil ? 0 : 2
        return (family == .systemLarge ? 19 : 7) - note
    }

    private var inline: String {
        guard !entry.checks.isEmpty else { return entry.problem ?? "Sites" }
        if let down = entry.checks.first(where: { !$0.isUp }) { return "✗ \(entry.downCount) down: \(down.shownName)" }
        return "✓ \(entry.checks.count) up"
    }

    @ViewBuilder private func row(_ check: SiteCheck) -> some View {
        let content = VStack(alignment: .leading, spacing: 0) {
            HStack(spacing: 7) {
                Text(check.isUp ? "✓" : "✗").foregroundStyle(check.isUp ? Color.green : Color.red)
                Text(check.shownName).lineLimit(1)
                if family != .systemSmall {
                    Spacer(minLength: 0)
                    Text(summary(check)).font(.caption).lineLimit(1).foregroundStyle(check.isUp ? Color.secondary : Color.red)
                }
            }
            // Large: why a site is down, on a line of its own.
            if family == .systemLarge, !check.isUp {
                Text("  \(check.detail)").font(.caption).foregroundStyle(.red).lineLimit(1)
            }
        }
        if let url = URL(string: check.url) {
            Link(destination: url) { content }
        } else {
            content
        }
    }

    /// "200 · 84 ms"; "no answer" (medium: "connection refused") without a status.
    private func summary(_ check: SiteCheck) -> String {
        guard let status = check.status else { return family == .systemLarge ? "no answer" : check.detail }
        return "\(status)" + (check.latency.map { " · \($0) ms" } ?? "")
    }
}

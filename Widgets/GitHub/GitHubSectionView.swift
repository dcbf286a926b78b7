import WidgetEngine

/// A titled list of pull requests or notifications: title and checks, then repository and
/// number; a link each.
struct GitHubSectionView: View {
    let title: String
    let rows: [GitHubEntry.Row]
    let limit: Int
    let empty: String

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("\(title) (\(rows.count))").font(.caption).foregroundStyle(.secondary)
            if rows.isEmpty {
                Text("  \(empty)").foregroundStyle(.secondary)
            }
            ForEach(Array(rows.prefix(limit).enumerated()), id: \.offset) { row in
                let content = HStack(spacing: 7) {
                    Text(row.element.checks.symbol).foregroundStyle(color(row.element.checks))
                    Text(row.element.title).lineLimit(1)
                    Spacer(minLength: 0)
                    Text(row.element.detail).font(.caption).lineLimit(1)
                }
                if let link = row.element.link {
                    Link(destination: link) { content }
                } else {
                    content
                }
            }
        }
    }

    private func color(_ checks: GitHubChecks) -> Color {
        switch checks {
        case .passing: .green
        case .failing: .red
        case .pending: .orange
        case .none: .secondary
        }
    }
}

import WidgetEngine

/// One item: its title, and in the larger families its source and age; a link when it has one.
struct FeedsRowView: View {
    let row: FeedsEntry.Row
    let age: String
    let family: WidgetFamily

    var body: some View {
        if let link = row.link {
            Link(destination: link) { content }
        } else {
            content
        }
    }

    @ViewBuilder private var content: some View {
        switch family {
        case .systemSmall:
            Text(row.title).lineLimit(1)
        case .systemMedium:
            HStack(spacing: 7) {
                Text(row.isNew ? "•" : " ").foregroundStyle(.tint)
                Text(row.title).lineLimit(1)
                Spacer(minLength: 0)
                Text(age).font(.caption)
            }
        default:
            VStack(alignment: .leading, spacing: 0) {
                HStack(spacing: 7) {
                    Text(row.isNew ? "•" : " ").foregroundStyle(.tint)
                    Text(row.title).lineLimit(1)
                }
                Text("  \(row.source) · \(age)").font(.caption).lineLimit(1)
            }
        }
    }
}

import WidgetEngine

/// The newest items, each a link (Enter opens it): titles only in small, with source and age
/// in medium and large (a new item marked •), the newest title on one line for the accessory
/// families; the stale line under items that could not be refreshed.
struct FeedsView: View {
    let entry: FeedsEntry
    @Environment(\.widgetFamily) private var family

    var body: some View {
        switch family {
        case .accessoryInline:
            Text(entry.rows.first.map { "\(entry.stale == nil ? "" : "⚠ ")\($0.title)" } ?? entry.problem ?? "No items")
        case .accessoryRectangular:
            VStack(alignment: .leading, spacing: 0) {
                ForEach(Array(entry.rows.prefix(3).enumerated()), id: \.offset) { row in
                    Text(row.element.title).lineLimit(1)
                }
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        default:
            VStack(alignment: .leading, spacing: 0) {
                HStack {
                    Label(entry.title, systemImage: "newspaper").font(.headline).lineLimit(1)
                    Spacer(minLength: 0)
                    let fresh = entry.rows.filter(\.isNew).count
                    if fresh > 0 { Text("\(fresh) new").font(.caption).foregroundStyle(.tint) }
                }
                if let problem = entry.problem {
                    Text(problem).font(.caption).foregroundStyle(entry.stale == nil ? Color.secondary : Color.orange)
                } else {
                    ForEach(Array(entry.rows.prefix(rowCount).enumerated()), id: \.offset) { row in
                        FeedsRowView(row: row.element, age: entry.age(of: row.element), family: family)
                    }
                }
                Spacer(minLength: 0)
                if let stale = entry.stale, entry.problem == nil { StaleNoteView(line: stale, lines: 2) }
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            .containerBackground(.background, for: .widget)
        }
    }

    private var rowCount: Int {
        let note = entry.stale == nil ? 0 : 2
        switch family {
        case .systemSmall, .systemMedium: return 7 - note
        default: return (19 - note) / 2
        }
    }
}

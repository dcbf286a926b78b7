import WidgetEngine

/// Trophies earned through the day: five hourly entries, then asks again (`.atEnd`).
public struct TrophiesWidget: Widget {
    public static let kind = "trophies"

    public init() {}

    public var body: some WidgetConfiguration {
        StaticConfiguration(kind: Self.kind, provider: TrophiesProvider()) { TrophiesView(entry: $0) }
            .configurationDisplayName("Trophies")
            .description("A trophy an hour: five hourly entries, then a new timeline when they run out.")
            .supportedFamilies([.systemSmall, .systemMedium])
    }
}

/// One hour's trophy.
struct TrophiesEntry: TimelineEntry {
    let date: Date
    let count: Int
    let name: String
}

struct TrophiesProvider: TimelineProvider {
    static let names = ["Early Bird", "Focused", "Explorer", "Finisher", "Night Owl"]

    func placeholder(in context: Context) -> TrophiesEntry {
        TrophiesEntry(date: context.date, count: 3, name: "Explorer")
    }

    func getSnapshot(in context: Context, completion: @escaping @Sendable (TrophiesEntry) -> Void) {
        completion(TrophiesEntry(date: context.date, count: 3, name: "Explorer"))
    }

    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<TrophiesEntry>) -> Void) {
        let entries = (0..<5).map { hour in
            TrophiesEntry(date: context.date.addingTimeInterval(Double(hour) * 3_600), count: hour + 1, name: Self.names[hour])
        }
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}

struct TrophiesView: View {
    let entry: TrophiesEntry
    @Environment(\.widgetFamily) private var family

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Label("Trophies", systemImage: "trophy.fill").font(.headline).foregroundStyle(.yellow)
            Spacer(minLength: 0)
            Text("\(entry.count)").font(.largeTitle)
            Text(entry.name).bold().lineLimit(1)
            if family == .systemMedium {
                Text(String(repeating: "★", count: entry.count) + String(repeating: "☆", count: 5 - entry.count))
                    .foregroundStyle(.yellow)
            }
            Text("since \(entry.date, style: .time)").font(.caption).lineLimit(1)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

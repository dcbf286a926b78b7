// The README's configurable widget, verbatim (ReadmeCodeBlockTests checks it is).
import WidgetEngine

struct PullsIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Pull requests"
    @Parameter(title: "File (one title a line)", default: "~/pulls.txt") var path: String
    @Parameter(title: "Show drafts", default: true) var showDrafts: Bool
    @Parameter(title: "At most", default: 5, inclusiveRange: 1...20) var limit: Int
    @Parameter(title: "Label (one word)", default: "review", validation: { $0.contains(" ") ? "is more than one word" : nil })
    var label: String
}

struct PullsEntry: TimelineEntry {
    let date: Date
    let titles: [String]
}

struct PullsProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> PullsEntry { PullsEntry(date: context.date, titles: ["Fix the parser"]) }

    func snapshot(for configuration: PullsIntent, in context: Context) async -> PullsEntry { placeholder(in: context) }

    func timeline(for configuration: PullsIntent, in context: Context) async throws -> Timeline<PullsEntry> {
        // `~` and `$XDG_…_HOME` as the bundled widgets read them.
        let text = try String(contentsOfFile: UserFolders.process.expanding(configuration.path), encoding: .utf8)
        let titles = text.split(separator: "\n").map(String.init).filter { configuration.showDrafts || !$0.hasPrefix("Draft:") }
        let entry = PullsEntry(date: context.date, titles: Array(titles.prefix(configuration.limit)))
        return Timeline(entries: [entry], policy: .after(context.date.addingTimeInterval(300)))
    }
}

struct PullsView: View {
    let entry: PullsEntry
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(entry.titles, id: \.self) { Text($0).lineLimit(1) }
        }
        .containerBackground(.background, for: .widget)
    }
}

struct PullsWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "pulls", intent: PullsIntent.self, provider: PullsProvider()) { PullsView(entry: $0) }
    }
}

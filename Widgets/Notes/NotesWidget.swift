import WidgetEngine

/// A line from a local text file or folder, a new one each hour (`.atEnd`).
public struct NotesWidget: Widget {
    public static let kind = "notes"

    public init() {}

    public var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: Self.kind, intent: NotesIntent.self, provider: NotesProvider()) { NotesView(entry: $0) }
            .configurationDisplayName("Notes")
            .description("A line from your notes or quotes, a new one each hour.")
            .supportedFamilies([.systemSmall, .systemMedium, .systemLarge])
    }
}

/// Where the notes are: a text file, or a folder of them.
struct NotesIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Notes"
    @Parameter(title: "Text file or folder (one note per line; # comments)", default: "~/.config/homescreen/notes.txt") var path: String
}

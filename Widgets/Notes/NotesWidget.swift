import WidgetEngine

/// A line from a local text file or folder, a new one each hour (`.atEnd`).
public struct NotesWidget: Widget, ReadsUserFiles {
    public static let kind = "notes"

    public let folders: UserFolders

    public init(folders: UserFolders) {
        self.folders = folders
    }

    public var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: Self.kind, intent: NotesIntent.self, provider: NotesProvider(folders: folders)) {
            NotesView(entry: $0)
        }
        .configurationDisplayName("Notes")
        .description("A line from your notes or quotes, a new one each hour.")
        .supportedFamilies([.systemSmall, .systemMedium, .systemLarge])
    }
}

/// Where the notes are: a text file, or a folder of them.
struct NotesIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Notes"
    @Parameter(title: "Text file or folder (one note per line; # comments)", default: "$XDG_CONFIG_HOME/homescreen/notes.txt") var path:
        String
}

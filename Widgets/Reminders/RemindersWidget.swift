import WidgetEngine

/// Reminders from a todo.txt file: overdue and due-today items first, then by priority.
public struct RemindersWidget: Widget, ReadsUserFiles {
    public static let kind = "reminders"

    public let folders: UserFolders

    public init(folders: UserFolders) {
        self.folders = folders
    }

    public var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: Self.kind, intent: RemindersIntent.self, provider: RemindersProvider(folders: folders)) {
            RemindersView(entry: $0)
        }
        .configurationDisplayName("Reminders")
        .description("Open items of a todo.txt file: overdue and due today first, then by priority.")
        .supportedFamilies([.systemSmall, .systemMedium, .systemLarge])
    }
}

struct RemindersIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Reminders"
    @Parameter(title: "todo.txt file", default: "~/todo.txt") var path: String
}

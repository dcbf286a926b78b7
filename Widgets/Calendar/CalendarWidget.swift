import WidgetEngine

/// Up next from your calendars: `.ics` files in a folder (as calendar apps export them or
/// vdirsyncer syncs them), with recurring events, time zones and all-day events.
public struct CalendarWidget: Widget, ReadsUserFiles {
    public static let kind = "calendar"

    public let folders: UserFolders

    public init(folders: UserFolders) {
        self.folders = folders
    }

    public var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: Self.kind, intent: CalendarIntent.self, provider: CalendarProvider(folders: folders)) {
            CalendarView(entry: $0)
        }
        .configurationDisplayName("Up Next")
        .description("The next events from the .ics files in a folder; more relevant as an event comes near.")
        .supportedFamilies([.systemSmall, .systemMedium, .systemLarge])
    }
}

struct CalendarIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Calendar"
    @Parameter(title: "Folder of .ics files (or one .ics file)", default: "$XDG_DATA_HOME/homescreen/calendars") var folder: String
}

import WidgetEngine
import WidgetNetwork

/// Up next from your calendars: `.ics` files in a folder (as calendar apps export them or
/// vdirsyncer syncs them), with recurring events, time zones and all-day events.
public struct CalendarWidget: Widget, ReadsUserFiles {
    public static let kind = "calendar"

    public let folders: UserFolders

    /// Reaches the network for subscriptions.
    let access: NetworkAccess

    /// The widget with paths read by `folders`.
    public init(folders: UserFolders) {
        self.init(folders: folders, transport: nil)
    }

    /// The widget with paths read by `folders`; `transport` stands in for the HTTP client of
    /// subscriptions (nil: libcurl with the environment's proxies).
    public init(folders: UserFolders, transport: (any HTTPTransport)?) {
        self.folders = folders
        self.access = NetworkAccess(folders: folders, timeZone: .current, transport: transport)
    }

    public var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: Self.kind, intent: CalendarIntent.self, provider: CalendarProvider(folders: folders, access: access)) {
            CalendarView(entry: $0)
        }
        .configurationDisplayName("Up Next")
        .description("The next events from .ics files and subscribed calendars; more relevant as an event comes near.")
        .supportedFamilies([.systemSmall, .systemMedium, .systemLarge])
        .reloadsOnlyOnPageShown()
    }
}

struct CalendarIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Calendar"
    static let defaultFolder = "$XDG_DATA_HOME/homescreen/calendars"
    @Parameter(title: "Folder of .ics files (or one .ics file)", default: CalendarIntent.defaultFolder) var folder: String
    @Parameter(
        title: "Subscribed calendars (https:// or webcal:// URLs, commas between)", default: "", validation: { URLList.validation($0) })
    var subscriptions: String
    @Parameter(title: "Fetch subscriptions at most every (minutes)", default: 60, inclusiveRange: 15...10_080) var minutes: Int
}

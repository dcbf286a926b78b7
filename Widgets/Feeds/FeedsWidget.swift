import WidgetEngine

/// The newest items of RSS, Atom and JSON feeds, several per widget, each opening its page.
public struct FeedsWidget: Widget {
    public static let kind = "feeds"

    let access: NetworkAccess

    /// The widget reading this process's environment.
    public init() {
        self.init(access: .process)
    }

    init(access: NetworkAccess) {
        self.access = access
    }

    public var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: Self.kind, intent: FeedsIntent.self, provider: FeedsProvider(access: access)) {
            FeedsView(entry: $0)
        }
        .configurationDisplayName("Feeds")
        .description("The newest items of RSS, Atom and JSON feeds, with their source and age; Enter opens one.")
        .supportedFamilies([.systemSmall, .systemMedium, .systemLarge, .accessoryInline, .accessoryRectangular])
        .reloadsOnlyOnPageShown()
    }
}

struct FeedsIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Feeds"
    @Parameter(title: "Feed URLs (RSS, Atom or JSON Feed; commas between)", default: "", validation: { URLList.validation($0) })
    var feeds: String
    @Parameter(title: "Refresh at most every (minutes)", default: 30, inclusiveRange: 20...1_440) var minutes: Int
}

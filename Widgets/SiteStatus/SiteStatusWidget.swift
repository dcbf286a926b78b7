import WidgetEngine

/// HTTP checks of a list of sites: each one's status and latency; a site down brings the
/// widget to the top of its stack.
public struct SiteStatusWidget: Widget {
    public static let kind = "sites"

    let access: NetworkAccess

    /// The widget reading this process's environment.
    public init() {
        self.init(access: .process)
    }

    init(access: NetworkAccess) {
        self.access = access
    }

    public var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: Self.kind, intent: SiteStatusIntent.self, provider: SiteStatusProvider(access: access)) {
            SiteStatusView(entry: $0)
        }
        .configurationDisplayName("Site status")
        .description("Whether your sites answer, with each one's status and latency; a site down raises it in a stack.")
        .supportedFamilies([.systemSmall, .systemMedium, .systemLarge, .accessoryInline])
        .reloadsOnlyOnPageShown()
    }
}

struct SiteStatusIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Site status"
    @Parameter(title: "URLs to check (commas between)", default: "", validation: { URLList.validation($0) }) var urls: String
    @Parameter(title: "Check at most every (minutes)", default: 20, inclusiveRange: 20...1_440) var minutes: Int
}

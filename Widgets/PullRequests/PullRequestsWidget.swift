import WidgetEngine

/// Open pull requests from a local JSON file (written by a script or a git hook); asks again
/// every five minutes (`.after`).
public struct PullRequestsWidget: Widget, ReadsUserFiles {
    public static let kind = "pullrequests"

    public let folders: UserFolders

    public init(folders: UserFolders) {
        self.folders = folders
    }

    public var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: Self.kind, intent: PullRequestsIntent.self, provider: PullRequestsProvider(folders: folders)) {
            PullRequestsView(entry: $0)
        }
        .configurationDisplayName("Pull requests")
        .description("Open pull requests from a JSON file; refreshed every 5 minutes.")
        .supportedFamilies([.systemSmall, .systemMedium, .systemLarge])
    }
}

struct PullRequestsIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Pull requests"
    @Parameter(title: "JSON file", default: "$XDG_DATA_HOME/homescreen/pulls.json") var path: String
    @Parameter(title: "Show drafts", default: true) var showDrafts: Bool
}

import WidgetEngine
import WidgetNetwork

/// Open pull requests from a local JSON file (written by a script or a git hook; asks again
/// every five minutes, `.after`), or from GitHub (every 20 minutes).
public struct PullRequestsWidget: Widget, ReadsUserFiles {
    public static let kind = "pullrequests"

    public let folders: UserFolders

    /// Reaches the network for the `github` source.
    let access: NetworkAccess

    /// The widget with paths read by `folders`.
    public init(folders: UserFolders) {
        self.init(folders: folders, transport: nil)
    }

    /// The widget with paths read by `folders`; `transport` stands in for the HTTP client of
    /// the `github` source (nil: libcurl with the environment's proxies).
    public init(folders: UserFolders, transport: (any HTTPTransport)?) {
        self.folders = folders
        self.access = NetworkAccess(folders: folders, timeZone: .current, transport: transport)
    }

    public var body: some WidgetConfiguration {
        AppIntentConfiguration(
            kind: Self.kind, intent: PullRequestsIntent.self, provider: PullRequestsProvider(folders: folders, access: access)
        ) {
            PullRequestsView(entry: $0)
        }
        .configurationDisplayName("Pull requests")
        .description("Open pull requests from a JSON file (every 5 minutes) or from GitHub.")
        .supportedFamilies([.systemSmall, .systemMedium, .systemLarge])
        .reloadsOnlyOnPageShown()
    }
}

struct PullRequestsIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Pull requests"
    @Parameter(title: "JSON file", default: "$XDG_DATA_HOME/homescreen/pulls.json") var path: String
    @Parameter(title: "Show drafts", default: true) var showDrafts: Bool
    @Parameter(title: "Source", default: .file) var source: PullRequestsSource
    @Parameter(
        title: "GitHub repositories (owner/name, commas between; empty: your own pull requests)", default: "",
        validation: GitHubIntent.repositoryValidation)
    var repositories: String
    @Parameter(title: "GitHub API server", default: GitHubAPI.publicServer, validation: WeatherIntent.serverValidation) var server: String
}

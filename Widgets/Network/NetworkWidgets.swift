import WidgetEngine
import WidgetNetwork

/// The widgets that reach the network: the weather, feeds, GitHub and site checks. They run in
/// the bundled widgets' extension process (the home screen itself never waits on a socket),
/// share one HTTP client and one cache of answers, and keep their last good content, marked,
/// when the network is away.
public struct NetworkWidgets: WidgetBundle {
    let access: NetworkAccess

    /// The widgets reading this process's environment (its proxies, `GITHUB_TOKEN`, folders).
    public init() {
        self.init(folders: .process)
    }

    /// The widgets with `folders`' environment and cache folder, times shown in `timeZone`;
    /// `transport` stands in for the HTTP client (nil: libcurl with the environment's proxies).
    public init(folders: UserFolders, timeZone: TimeZone = .current, transport: (any HTTPTransport)? = nil) {
        access = NetworkAccess(folders: folders, timeZone: timeZone, transport: transport)
    }

    /// The environment variables the network widgets read: the proxies (``ProxySettings``) and
    /// the GitHub token (``GitHubToken``). A host running them in another process passes these on.
    public static let environmentVariables = ProxySettings.variables + ["GITHUB_TOKEN", "GH_TOKEN", "GH_CONFIG_DIR"]

    public var body: some Widget {
        WeatherWidget(access: access)
        FeedsWidget(access: access)
        GitHubWidget(access: access)
        SiteStatusWidget(access: access)
    }
}

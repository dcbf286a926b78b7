import WidgetEngine

/// GitHub at a glance: pull requests waiting for your review, your open ones with their checks,
/// and your unread notifications, for you or a named user, everywhere or in chosen repositories.
public struct GitHubWidget: Widget {
    public static let kind = "github"

    let access: NetworkAccess

    /// The widget reading this process's environment (`GITHUB_TOKEN`, `gh`).
    public init() {
        self.init(access: .process)
    }

    init(access: NetworkAccess) {
        self.access = access
    }

    public var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: Self.kind, intent: GitHubIntent.self, provider: GitHubProvider(access: access)) {
            GitHubView(entry: $0)
        }
        .configurationDisplayName("GitHub")
        .description("Review requests, your pull requests with their checks, and notifications; a token from GITHUB_TOKEN or gh.")
        .supportedFamilies([.systemSmall, .systemMedium, .systemLarge, .accessoryInline])
        .reloadsOnlyOnPageShown()
    }
}

struct GitHubIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "GitHub"
    @Parameter(title: "Repositories (owner/name, commas between; empty: all)", default: "", validation: GitHubIntent.repositoryValidation)
    var repositories: String
    @Parameter(title: "User (empty: the token's)", default: "") var user: String
    @Parameter(title: "Refresh at most every (minutes)", default: 20, inclusiveRange: 20...1_440) var minutes: Int
    @Parameter(title: "API server", default: GitHubAPI.publicServer, validation: WeatherIntent.serverValidation) var server: String

    /// The `owner/name` entries of `text`.
    static func repositories(_ text: String) -> [String] {
        text.split(whereSeparator: { $0 == "," || $0.isWhitespace }).map(String.init)
    }

    /// Why `text` is refused (an entry that is not `owner/name`), or nil.
    static func repositoryValidation(_ text: String) -> String? {
        for entry in repositories(text) {
            let parts = entry.split(separator: "/", omittingEmptySubsequences: false)
            let allowed = { (part: Substring) in
                !part.isEmpty && part.allSatisfy { $0.isLetter || $0.isNumber || "-_.".contains($0) } && part.allSatisfy(\.isASCII)
            }
            guard parts.count == 2, allowed(parts[0]), allowed(parts[1]) else { return "\"\(entry)\" is not owner/name" }
        }
        return nil
    }
}

import WidgetEngine

/// Branch, changed files and ahead/behind of chosen local repositories, from
/// `git status --porcelain=v2 --branch`; refreshed hourly and by git hooks calling
/// `homescreen reload --kind git`.
public struct GitWidget: Widget, ReadsUserFiles {
    public static let kind = "git"

    let sources: GitSources
    public let folders: UserFolders

    public init(folders: UserFolders) {
        sources = GitSources()
        self.folders = folders
    }

    /// A git widget taking statuses from elsewhere (tests: fixture text).
    init(sources: GitSources, folders: UserFolders = .process) {
        self.sources = sources
        self.folders = folders
    }

    public var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: Self.kind, intent: GitIntent.self, provider: GitProvider(sources: sources, folders: folders)) {
            GitView(entry: $0)
        }
        .configurationDisplayName("Git")
        .description("Branch, changes and ahead/behind of local repositories; hourly, and at once from a git hook.")
        .supportedFamilies([.systemSmall, .systemMedium, .systemLarge])
    }
}

struct GitIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Git"
    @Parameter(title: "Repositories (comma-separated folders)", default: ".") var repositories: String
}

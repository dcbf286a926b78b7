import WidgetEngine

/// One chosen repository and its status, or why it has none.
struct GitRepository: Hashable, Sendable {
    /// The folder, absolute, `~` expanded.
    var path: String
    /// The folder's name, for the tile.
    var name: String
    var status: Result<GitStatus, GitProblem>
}

/// Every chosen repository at one instant.
struct GitEntry: TimelineEntry {
    let date: Date
    let repositories: [GitRepository]

    /// The number of repositories with something to commit or push; 0 (never brought
    /// forward) when all are clean.
    var relevance: TimelineEntryRelevance? {
        let waiting = repositories.filter { (try? $0.status.get())?.needsAttention == true }.count
        return TimelineEntryRelevance(score: Float(waiting))
    }
}

/// Where statuses come from; tests replace it with fixture text.
struct GitSources: Sendable {
    var status: @Sendable (String) async -> Result<GitStatus, GitProblem> = { await GitStatusRunner().status(of: $0) }
}

/// Runs `git status` in every chosen repository (side by side) and asks again in an hour.
struct GitProvider: AppIntentTimelineProvider {
    /// A repository changes when someone works in it, which the widget cannot see coming.
    /// Git hooks calling `homescreen reload --kind git` bring commits, checkouts and merges at
    /// once; the hourly reload catches what hooks do not (edited files, a fetch). 24 reloads a
    /// day leave two thirds of the budget (72) for the hooks.
    static let refresh: TimeInterval = 3_600

    static let sample = [
        GitRepository(
            path: "/home/you/src/homescreen", name: "homescreen",
            status: .success(
                GitStatus(
                    branch: "main", commit: "1a2b3c4d5e", upstream: "origin/main", ahead: 2, behind: 0,
                    staged: 1, changed: 3, untracked: 1))),
        GitRepository(
            path: "/home/you/notes", name: "notes",
            status: .success(GitStatus(branch: "main", commit: "9f8e7d6c5b", upstream: "origin/main", ahead: 0, behind: 0))),
    ]

    var sources = GitSources()
    /// The folders `~` and the XDG variables in the repositories name.
    var folders: UserFolders = .process

    func placeholder(in context: Context) -> GitEntry {
        GitEntry(date: context.date, repositories: Self.sample)
    }

    func snapshot(for configuration: GitIntent, in context: Context) async -> GitEntry {
        placeholder(in: context)
    }

    func timeline(for configuration: GitIntent, in context: Context) async -> Timeline<GitEntry> {
        let paths = Self.paths(configuration.repositories, folders: folders)
        let source = sources.status
        let statuses = await withTaskGroup(of: (Int, Result<GitStatus, GitProblem>).self) { group in
            for (index, path) in paths.enumerated() {
                group.addTask { (index, await source(path)) }
            }
            var statuses = [Result<GitStatus, GitProblem>?](repeating: nil, count: paths.count)
            for await (index, status) in group { statuses[index] = status }
            return statuses
        }
        let repositories = zip(paths, statuses).map { path, status in
            GitRepository(path: path, name: Self.name(of: path), status: status ?? .failure(.failed("no answer")))
        }
        return Timeline(
            entries: [GitEntry(date: context.date, repositories: repositories)],
            policy: .after(context.date.addingTimeInterval(Self.refresh)))
    }

    /// "~/src/a, notes" → absolute paths (`~` expanded, relative ones from the current
    /// folder), without empty or repeated items; the current folder when empty.
    static func paths(_ parameter: String, folders: UserFolders = .process) -> [String] {
        var seen: Set<String> = []
        let current = FileManager.default.currentDirectoryPath
        let paths = parameter.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }.map { item in
            let expanded = folders.expanding(item)
            let absolute = expanded.hasPrefix("/") ? expanded : current + "/" + expanded
            return URL(fileURLWithPath: absolute).standardizedFileURL.path
        }.filter { seen.insert($0).inserted }
        return paths.isEmpty ? [URL(fileURLWithPath: current).standardizedFileURL.path] : paths
    }

    /// The folder's name: "/home/you/notes" → "notes".
    static func name(of path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}

import WidgetEngine

struct PullRequestsEntry: TimelineEntry {
    /// What went wrong reading the file, in words that say what to fix.
    enum Problem: Error, Hashable, Sendable {
        case missing(path: String)
        case malformed(path: String, detail: String)
        /// GitHub could not be read (and nothing was kept).
        case network(String)
    }

    let date: Date
    let pulls: [PullRequest]
    let problem: Problem?
    /// "⚠ as of 09:41 · …" when GitHub could not be read again.
    var stale: StaleLine?
    var relevance: TimelineEntryRelevance? {
        problem == nil ? TimelineEntryRelevance(score: Float(min(pulls.count, 10))) : nil
    }
}

struct PullRequestsProvider: AppIntentTimelineProvider {
    static let refresh: TimeInterval = 300
    static let sample = [
        PullRequest(number: 42, title: "Fix the parser", author: "ana", draft: false, updated: nil),
        PullRequest(number: 43, title: "Add dark mode", author: "bo", draft: true, updated: nil),
    ]

    /// The folders `~` and the XDG variables in the path name.
    var folders: UserFolders = .process
    /// Reaches GitHub for the `github` source.
    var access: NetworkAccess

    func placeholder(in context: Context) -> PullRequestsEntry {
        PullRequestsEntry(date: context.date, pulls: Self.sample, problem: nil)
    }

    func snapshot(for configuration: PullRequestsIntent, in context: Context) async -> PullRequestsEntry {
        PullRequestsEntry(date: context.date, pulls: Self.sample, problem: nil)
    }

    func timeline(for configuration: PullRequestsIntent, in context: Context) async -> Timeline<PullRequestsEntry> {
        if configuration.source == .github {
            let (result, stale, next) = await GitHubPullRequests(access: access).load(
                repositories: configuration.repositories, server: configuration.server, at: context.date)
            var pulls: [PullRequest] = [], problem: PullRequestsEntry.Problem?
            switch result {
            case let .success(found): pulls = found
            case let .failure(failure): problem = failure
            }
            let entry = PullRequestsEntry(
                date: context.date, pulls: configuration.showDrafts ? pulls : pulls.filter { $0.draft != true }, problem: problem,
                stale: stale)
            return Timeline(entries: [entry], policy: NetworkAccess.policy(nextAttempts: [next], at: context.date))
        }
        let entry: PullRequestsEntry
        switch PullRequestFile.load(configuration.path, folders: folders) {
        case let .success(pulls):
            entry = PullRequestsEntry(
                date: context.date, pulls: configuration.showDrafts ? pulls : pulls.filter { $0.draft != true },
                problem: nil)
        case let .failure(problem):
            entry = PullRequestsEntry(date: context.date, pulls: [], problem: problem)
        }
        return Timeline(entries: [entry], policy: .after(context.date.addingTimeInterval(Self.refresh)))
    }
}

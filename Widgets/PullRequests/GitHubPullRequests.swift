import Foundation
import WidgetNetwork

/// The open pull requests of chosen repositories on GitHub (or, with none chosen, the token's
/// user's own), for the pull requests widget's `github` source: one search, through the
/// network widgets' fetcher (ETags, back-off, the last answer kept and marked when it fails).
struct GitHubPullRequests {
    var access: NetworkAccess

    /// Asks again at most this often.
    static let interval: TimeInterval = 20 * 60

    /// The pull requests, the stale line and when to ask again; or why there are none.
    func load(repositories: String, server: String, at now: Date) async -> (
        Result<[PullRequest], PullRequestsEntry.Problem>, stale: StaleLine?, next: Date
    ) {
        let token = await GitHubToken.find(in: access.folders.environment)
        let scope = GitHubIntent.repositories(repositories).map { "repo:\($0)" }
        guard token != nil || !scope.isEmpty else {
            return (
                .failure(.network("No GitHub token: set GITHUB_TOKEN, or log in with gh auth login, or name repositories.")), nil,
                now.addingTimeInterval(Self.interval)
            )
        }
        guard let request = GitHubAPI(server: server, token: token).search(scope.isEmpty ? ["author:@me"] : scope) else {
            return (.failure(.network("the search could not be made")), nil, now.addingTimeInterval(Self.interval))
        }
        let result = await access.fetcher.fetch(request, every: Self.interval, at: now) { data in
            try JSONProblem.decode(GitHubJSON.Search.self, from: data).items.map { issue in
                PullRequest(
                    number: issue.number, title: issue.title, author: issue.user?.login ?? "", draft: issue.draft,
                    updated: issue.updated_at.flatMap(FeedDate.parse))
            }
        }
        let stale = StaleNote(result)?.text(at: now, in: access.timeZone)
        guard let pulls = result.value else { return (.failure(.network(result.problem?.message ?? "no answer")), nil, result.nextAttempt) }
        return (.success(pulls), stale, result.nextAttempt)
    }
}

import Foundation
import WidgetEngine
import WidgetNetwork

/// Asks GitHub's REST API at most every `minutes` for the pull requests waiting for your
/// review, your open ones (with the checks of the newest five) and your unread notifications,
/// for you (the token's user) or a named user, in all repositories or a list of them. Answers
/// carry `ETag`s, so unchanged ones come back as 304s, which GitHub does not count against the
/// rate limit; a used-up limit is waited out until its reset.
struct GitHubProvider: AppIntentTimelineProvider {
    var access: NetworkAccess

    /// Pull requests whose checks are asked for.
    static let checked = 5

    func placeholder(in context: Context) -> GitHubEntry {
        GitHubEntry(
            date: context.date,
            reviews: [GitHubEntry.Row(title: "Render weather glyphs", detail: "octo/widgets#42", link: nil)],
            mine: [
                GitHubEntry.Row(title: "Cache answers on disk", detail: "octo/widgets#51", link: nil, checks: .passing),
                GitHubEntry.Row(title: "Back off on 429", detail: "octo/widgets#53", link: nil, checks: .pending),
            ],
            notifications: [GitHubEntry.Row(title: "Crash on resize", detail: "octo/widgets · mention", link: nil)],
            problem: nil, stale: nil, relevance: nil)
    }

    func snapshot(for configuration: GitHubIntent, in context: Context) async -> GitHubEntry {
        placeholder(in: context)
    }

    func timeline(for configuration: GitHubIntent, in context: Context) async -> Timeline<GitHubEntry> {
        let now = context.date
        let interval = TimeInterval(configuration.minutes * 60)
        let token = await GitHubToken.find(in: access.folders.environment)
        let user = configuration.user.trimmingCharacters(in: .whitespaces)
        guard token != nil || !user.isEmpty else {
            let problem = "No GitHub token: set GITHUB_TOKEN, or log in with gh auth login, or give a user."
            let entry = GitHubEntry(date: now, reviews: [], mine: [], notifications: nil, problem: problem, stale: nil, relevance: nil)
            return Timeline(entries: [entry], policy: .after(now.addingTimeInterval(interval)))
        }
        let who = user.isEmpty ? "@me" : user
        let repositories = GitHubIntent.repositories(configuration.repositories)
        let scope = repositories.map { "repo:\($0)" }
        let api = GitHubAPI(server: configuration.server, token: token)
        async let reviews = search(api.search(["review-requested:\(who)"] + scope), every: interval, at: now)
        async let mine = search(api.search(["author:\(who)"] + scope), every: interval, at: now)
        async let notifications = token == nil ? nil : notifications(api, in: repositories, every: interval, at: now)
        let (reviewResult, mineResult, notificationResult) = await (reviews, mine, notifications)
        var checks: [Int: GitHubChecks] = [:]
        var attempts = [reviewResult.nextAttempt, mineResult.nextAttempt] + (notificationResult.map { [$0.nextAttempt] } ?? [])
        var notes = [StaleNote(reviewResult), StaleNote(mineResult), notificationResult.flatMap { StaleNote($0) }].compactMap { $0 }
        for issue in (mineResult.value ?? []).prefix(Self.checked) {
            let (state, attempt, note) = await self.checks(of: issue, api: api, every: interval, at: now)
            checks[issue.number] = state
            if let attempt { attempts.append(attempt) }
            if let note { notes.append(note) }
        }
        let reviewRows = (reviewResult.value ?? []).map { Self.row($0) }
        let mineRows = (mineResult.value ?? []).map { issue in
            var row = Self.row(issue)
            row.checks = checks[issue.number] ?? .none
            return row
        }
        let noData = reviewResult.value == nil && mineResult.value == nil
        let failing = mineRows.filter { $0.checks == .failing }.count
        let entry = GitHubEntry(
            date: now, reviews: reviewRows, mine: mineRows, notifications: notificationResult?.value,
            problem: noData ? notes.first?.problem.message : nil,
            stale: notes.first?.text(at: now, in: access.timeZone),
            relevance: TimelineEntryRelevance(score: Float(reviewRows.count + failing), duration: interval))
        return Timeline(entries: [entry], policy: NetworkAccess.policy(nextAttempts: attempts, at: now))
    }

    private func search(_ request: HTTPRequest?, every interval: TimeInterval, at now: Date) async -> FetchResult<[GitHubJSON.Issue]> {
        guard let request else {
            return FetchResult(value: nil, fetchedAt: nil, problem: nil, nextAttempt: now.addingTimeInterval(interval), transfer: nil)
        }
        return await access.fetcher.fetch(request, every: interval, at: now) { data in
            try JSONProblem.decode(GitHubJSON.Search.self, from: data).items
        }
    }

    private func notifications(_ api: GitHubAPI, in repositories: [String], every interval: TimeInterval, at now: Date) async
        -> FetchResult<[GitHubEntry.Row]>
    {
        guard let request = api.notifications() else {
            return FetchResult(value: nil, fetchedAt: nil, problem: nil, nextAttempt: now.addingTimeInterval(interval), transfer: nil)
        }
        let wanted = Set(repositories.map { $0.lowercased() })
        return await access.fetcher.fetch(request, every: interval, at: now) { data in
            try JSONProblem.decode([GitHubJSON.Notification].self, from: data)
                .filter { $0.unread && (wanted.isEmpty || wanted.contains($0.repository.full_name.lowercased())) }
                .map {
                    GitHubEntry.Row(title: $0.subject.title, detail: $0.reason.replacingOccurrences(of: "_", with: " "), link: $0.webURL)
                }
        }
    }

    /// The checks of `issue`'s head commit: its pull request for the commit, then the commit's
    /// check runs.
    private func checks(of issue: GitHubJSON.Issue, api: GitHubAPI, every interval: TimeInterval, at now: Date) async -> (
        GitHubChecks, Date?, StaleNote?
    ) {
        guard let pullRequest = api.pull(issue.repository, issue.number) else { return (.none, nil, nil) }
        let pull = await access.fetcher.fetch(pullRequest, every: interval, at: now) {
            try JSONProblem.decode(GitHubJSON.Pull.self, from: $0)
        }
        guard let sha = pull.value?.head.sha, let runsRequest = api.checkRuns(issue.repository, sha) else {
            return (.none, pull.nextAttempt, StaleNote(pull))
        }
        let runs = await access.fetcher.fetch(runsRequest, every: interval, at: now) {
            try JSONProblem.decode(GitHubJSON.CheckRuns.self, from: $0).check_runs
        }
        return (runs.value.map(GitHubChecks.init) ?? .none, min(pull.nextAttempt, runs.nextAttempt), StaleNote(pull) ?? StaleNote(runs))
    }

    /// "widgets#42" (the repository's name without its owner), "draft" for a draft.
    private static func row(_ issue: GitHubJSON.Issue) -> GitHubEntry.Row {
        let name = issue.repository.split(separator: "/").last.map(String.init) ?? issue.repository
        return GitHubEntry.Row(
            title: issue.title, detail: "\(name)#\(issue.number)\(issue.draft == true ? " draft" : "")", link: URL(string: issue.html_url))
    }
}

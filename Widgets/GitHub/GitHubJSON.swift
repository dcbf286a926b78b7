import Foundation

/// The parts of GitHub REST API answers the widgets read, as its documentation describes them
/// (docs.github.com/rest: search, pulls, checks, activity/notifications).
enum GitHubJSON {
    /// `GET /search/issues`.
    struct Search: Decodable {
        var total_count: Int
        var items: [Issue]
    }

    /// An issue or pull request in a search result.
    struct Issue: Decodable {
        struct User: Decodable {
            var login: String
        }
        struct PullLinks: Decodable {
            var url: String?
        }

        var number: Int
        var title: String
        var html_url: String
        var repository_url: String
        var user: User?
        var draft: Bool?
        var pull_request: PullLinks?
        var updated_at: String?

        /// "octo/widgets", from `repository_url`.
        var repository: String {
            repository_url.split(separator: "/").suffix(2).joined(separator: "/")
        }
    }

    /// `GET /repos/{owner}/{repo}/pulls/{number}`: its head commit.
    struct Pull: Decodable {
        struct Head: Decodable {
            var sha: String
        }

        var head: Head
    }

    /// `GET /repos/{owner}/{repo}/commits/{ref}/check-runs`.
    struct CheckRuns: Decodable {
        struct Run: Decodable {
            var name: String
            /// queued, in_progress, completed (and waiting, requested, pending).
            var status: String
            /// success, failure, neutral, cancelled, skipped, timed_out, action_required, stale.
            var conclusion: String?
        }

        var total_count: Int
        var check_runs: [Run]
    }

    /// `GET /notifications`: a thread.
    struct Notification: Decodable {
        struct Subject: Decodable {
            var title: String
            var url: String?
            var type: String
        }
        struct Repository: Decodable {
            var full_name: String
            var html_url: String
        }

        var id: String
        var unread: Bool
        var reason: String
        var updated_at: String?
        var subject: Subject
        var repository: Repository

        /// The page of the thread's subject: its API URL turned into the web's
        /// (`…/repos/o/r/pulls/7` → `https://github.com/o/r/pull/7`), else the repository's.
        var webURL: URL? {
            if let api = subject.url, let range = api.range(of: "/repos/") {
                let path = api[range.upperBound...].replacingOccurrences(of: "/pulls/", with: "/pull/")
                let host = repository.html_url.components(separatedBy: "/\(repository.full_name)").first ?? "https://github.com"
                return URL(string: "\(host)/\(path)")
            }
            return URL(string: repository.html_url)
        }
    }
}

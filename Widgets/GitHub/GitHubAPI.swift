import Foundation
import WidgetNetwork

/// The requests the GitHub widgets make of the REST API (`https://api.github.com`, or a GitHub
/// Enterprise server's `https://HOST/api/v3`), with the headers GitHub asks for.
struct GitHubAPI: Sendable {
    static let publicServer = "https://api.github.com"

    var server: String
    var token: String?

    /// `is:open is:pr` search, newest activity first, with `terms` (`review-requested:@me`,
    /// `repo:octo/widgets`, ...).
    func search(_ terms: [String]) -> HTTPRequest? {
        request(
            "/search/issues",
            ["q": (["is:open", "is:pr", "archived:false"] + terms).joined(separator: " "), "sort": "updated", "per_page": "20"])
    }

    /// A pull request (for its head commit).
    func pull(_ repository: String, _ number: Int) -> HTTPRequest? {
        request("/repos/\(repository)/pulls/\(number)", [:])
    }

    /// The check runs of a commit.
    func checkRuns(_ repository: String, _ sha: String) -> HTTPRequest? {
        request("/repos/\(repository)/commits/\(sha)/check-runs", ["per_page": "50"])
    }

    /// The user's unread notifications.
    func notifications() -> HTTPRequest? {
        request("/notifications", ["per_page": "20"])
    }

    private func request(_ path: String, _ query: [String: String]) -> HTTPRequest? {
        let base = server.hasSuffix("/") ? String(server.dropLast()) : server
        guard var parts = URLComponents(string: base + path) else { return nil }
        if !query.isEmpty { parts.queryItems = query.sorted { $0.key < $1.key }.map { URLQueryItem(name: $0.key, value: $0.value) } }
        guard let url = parts.url else { return nil }
        var headers = ["Accept": "application/vnd.github+json", "X-GitHub-Api-Version": "2022-11-28"]
        if let token { headers["Authorization"] = "Bearer \(token)" }
        return HTTPRequest(url: url, headers: headers, bodyLimit: 2 << 20)
    }
}

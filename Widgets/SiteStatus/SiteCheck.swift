import Foundation

/// The outcome of checking one site: its status and how long the first byte took, or why it
/// did not answer.
struct SiteCheck: Codable, Hashable, Sendable {
    var url: String
    /// The HTTP status (nil: no answer).
    var status: Int?
    /// Milliseconds to the first byte of the answer.
    var latency: Int?
    /// Why there was no answer, or the status's words.
    var detail: String
    var checkedAt: Date
    /// No check before this (the site's `Retry-After`).
    var retryNotBefore: Date?
    /// The answer reached the site at all (false: a DNS or connection failure, a timeout).
    var reachedServer: Bool

    /// Up: a 2xx or 3xx answer.
    var isUp: Bool { status.map { $0 < 400 } ?? false }

    /// The host and port shown: "example.org", "127.0.0.1:8080/health".
    var shownName: String {
        guard let parts = URL(string: url) else { return url }
        let host = (parts.host ?? url) + (parts.port.map { ":\($0)" } ?? "")
        let path = parts.path == "/" || parts.path.isEmpty ? "" : parts.path
        return host + path
    }
}

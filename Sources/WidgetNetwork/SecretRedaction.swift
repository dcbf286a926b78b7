import Foundation

/// URLs and messages with their secrets removed, for the log, a widget's text and its cache
/// file names: a URL's user name and password, its query's values (API keys and tokens ride
/// there), and path segments that read as secrets (the private part of a calendar's secret
/// address, `private-0123abcd…`, a token or an e-mail address in the path).
public enum SecretRedaction {
    /// What stands in for a removed secret.
    public static let mask = "…"

    /// `url` as it may be shown: `https://calendar.example.com/ical/…/basic.ics?key=…`.
    public static func url(_ url: URL) -> String {
        guard let parts = URLComponents(url: url, resolvingAgainstBaseURL: false), let host = parts.host else { return mask }
        var shown = (parts.scheme.map { $0 + "://" } ?? "") + host + (parts.port.map { ":\($0)" } ?? "")
        shown += parts.percentEncodedPath.split(separator: "/", omittingEmptySubsequences: false)
            .map { isSecret($0) ? mask : String($0) }.joined(separator: "/")
        if let items = parts.percentEncodedQueryItems, !items.isEmpty {
            shown += "?" + items.map { $0.value == nil ? $0.name : "\($0.name)=\(mask)" }.joined(separator: "&")
        }
        return shown
    }

    /// `text` with every secret of `request` removed: its header values (tokens), its URL whole
    /// (written as ``url(_:)`` writes it) and its URL's credentials and query.
    public static func scrub(_ text: String, in request: HTTPRequest) -> String {
        var secrets = Array(request.headers.values)
        let url = request.url
        secrets += [url.absoluteString, url.user, url.password, url.query].compactMap { $0 }
        var scrubbed = text.replacingOccurrences(of: url.absoluteString, with: Self.url(url))
        for secret in secrets where secret.count >= 4 {
            scrubbed = scrubbed.replacingOccurrences(of: secret, with: mask)
        }
        return scrubbed
    }

    /// Whether a path segment reads as a secret: an e-mail address, a `private-` key, or a long
    /// run of letters and digits mixed (24 or more, as tokens and keys are).
    public static func isSecret(_ segment: Substring) -> Bool {
        let decoded = segment.removingPercentEncoding ?? String(segment)
        if decoded.contains("@") || decoded.lowercased().hasPrefix("private-") { return true }
        guard decoded.count >= 24 else { return false }
        let digits = decoded.filter(\.isNumber).count
        let letters = decoded.filter(\.isLetter).count
        return digits >= 4 && letters >= 4 && !decoded.contains(".")
    }
}

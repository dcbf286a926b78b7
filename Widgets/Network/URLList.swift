import Foundation
import WidgetNetwork

/// A parameter holding URLs, separated by commas, spaces or line breaks: the feeds of a feed
/// widget, the sites a status widget checks, the calendars subscribed to.
enum URLList {
    /// The URLs of `text`; `webcal://` is read as `https://` (what calendar apps do).
    static func urls(_ text: String) -> [URL] {
        words(text).compactMap(url)
    }

    /// Why `text` is refused (an entry that is not an http, https or webcal URL), or nil.
    static func validation(_ text: String, allowsEmpty: Bool = true) -> String? {
        let entries = words(text)
        if entries.isEmpty { return allowsEmpty ? nil : "give at least one URL" }
        for entry in entries where url(entry) == nil {
            return "\"\(entry)\" is not an http://, https:// or webcal:// URL"
        }
        return nil
    }

    private static func words(_ text: String) -> [String] {
        text.split(whereSeparator: { $0 == "," || $0.isWhitespace }).map(String.init)
    }

    private static func url(_ word: String) -> URL? {
        guard let url = URL(string: word), let scheme = url.scheme?.lowercased(), let host = url.host, !host.isEmpty else { return nil }
        switch scheme {
        case "http", "https": return url
        case "webcal", "webcals":
            var parts = URLComponents(url: url, resolvingAgainstBaseURL: false)
            parts?.scheme = "https"
            return parts?.url
        default: return nil
        }
    }
}

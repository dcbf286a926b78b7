import Foundation

extension HTTPResponse {
    /// How long the answer stays fresh by its `Cache-Control: max-age` (less its `Age`); nil
    /// when it does not say. `no-cache` and `no-store` count as 0: asked again at the next
    /// reload the widget's own interval allows.
    public var freshness: TimeInterval? {
        guard let control = header("cache-control")?.lowercased() else { return nil }
        var maxAge: TimeInterval?
        for directive in control.split(separator: ",") {
            let part = directive.trimmingCharacters(in: .whitespaces)
            if part == "no-cache" || part == "no-store" { return 0 }
            if part.hasPrefix("max-age="),
                let seconds = Double(part.dropFirst("max-age=".count).trimmingCharacters(in: .init(charactersIn: "\"")))
            {
                maxAge = seconds
            }
        }
        guard let maxAge else { return nil }
        let age = header("age").flatMap { Double($0) } ?? 0
        return max(0, maxAge - age)
    }

    /// The earliest instant the server wants to be asked again, from `now`: its `Retry-After`
    /// (seconds, or an HTTP date), or, when a rate limit is used up (GitHub's
    /// `x-ratelimit-remaining: 0`), the limit's reset (`x-ratelimit-reset`, Unix seconds).
    public func retryAfter(at now: Date) -> Date? {
        var dates: [Date] = []
        if let value = header("retry-after")?.trimmingCharacters(in: .whitespaces) {
            if let seconds = Double(value) {
                dates.append(now.addingTimeInterval(max(0, seconds)))
            } else if let date = HTTPDate.parse(value) {
                dates.append(date)
            }
        }
        if header("x-ratelimit-remaining") == "0", let reset = header("x-ratelimit-reset").flatMap(Double.init) {
            dates.append(Date(timeIntervalSince1970: reset))
        }
        return dates.max()
    }

    /// True when the server refuses for now and says to come back later: 429, 503, or a 403
    /// whose rate limit is used up (GitHub answers so).
    public var isThrottled: Bool {
        status == 429 || status == 503 || (status == 403 && header("x-ratelimit-remaining") == "0")
    }
}

/// HTTP dates (RFC 9110's IMF-fixdate, "Sun, 06 Nov 1994 08:49:37 GMT").
enum HTTPDate {
    static func parse(_ text: String) -> Date? {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(secondsFromGMT: 0)
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
        return formatter.date(from: text)
    }
}

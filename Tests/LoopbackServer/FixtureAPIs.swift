import Foundation

/// A loopback server answering as the APIs the network widgets use answer, from
/// ``LoopbackFixtures``, with `ETag`s and conditional requests as the real ones:
///
/// - Open-Meteo: `/v1/forecast` (°F with `temperature_unit=fahrenheit`), `/v1/search?name=Berlin`
///   (any other name: no results);
/// - feeds: `/feeds/rss.xml`, `/feeds/atom.xml`, `/feeds/feed.json`, `/feeds/large.xml`
///   (10,000 items), `/feeds/bad.xml`;
/// - GitHub's REST API: `/search/issues`, `/repos/octo/widgets/pulls/51` and `53`,
///   `/repos/octo/widgets/commits/<sha>/check-runs`, `/notifications` (401 without a token), with
///   its rate-limit and cache headers;
/// - calendars: `/calendars/team.ics`;
/// - failures: `/status/<code>` (429 and 503 with `Retry-After: 120`), `/bad.json`,
///   `/huge` (50 MB, its length announced) and `/huge-stream` (50 MB, its length not announced).
public enum FixtureAPIs {
    /// The newest item of the large feed.
    public static let largeFeedNewest = Date(timeIntervalSince1970: 1_795_254_000)

    /// A server answering with ``reply(to:)``.
    public static func server(port: Int = 0) throws -> LoopbackHTTPServer {
        try LoopbackHTTPServer(port: port, handler: reply)
    }

    /// The answer to `request`.
    public static func reply(to request: LoopbackRequest) -> LoopbackReply {
        let path = request.path
        switch path {
        case "/v1/forecast":
            let imperial = request.query["temperature_unit"] == "fahrenheit"
            return document(imperial ? "open-meteo-forecast-imperial.json" : "open-meteo-forecast.json", "application/json", request)
        case "/v1/search":
            return document(
                request.query["name"] == "Berlin" ? "open-meteo-geocoding.json" : "open-meteo-geocoding-none.json", "application/json",
                request)
        case "/feeds/rss.xml": return document("feed-rss.xml", "application/rss+xml", request)
        case "/feeds/atom.xml": return document("feed-atom.xml", "application/atom+xml", request)
        case "/feeds/feed.json": return document("feed.json", "application/feed+json", request)
        case "/feeds/bad.xml": return .text("<rss><channel><title>Broken</title><item><title>cut", contentType: "application/rss+xml")
        case "/feeds/large.xml":
            return conditional(LoopbackFixtures.largeRSS(items: 10_000, newest: largeFeedNewest), "application/rss+xml", request)
        case "/search/issues":
            let query = request.query["q"] ?? ""
            return github(query.contains("review-requested") ? "github-review-requests.json" : "github-authored.json", request)
        case "/repos/octo/widgets/pulls/51": return github("github-pull-51.json", request)
        case "/repos/octo/widgets/pulls/53": return github("github-pull-53.json", request)
        case "/notifications":
            guard request.header("authorization") != nil else {
                return .answer(
                    status: 401, headers: ["Content-Type": "application/json"], body: Data(#"{"message": "Requires authentication"}"#.utf8))
            }
            return github("github-notifications.json", request)
        case "/calendars/team.ics": return document("team.ics", "text/calendar", request)
        case "/bad.json": return .text("{\"latitude\": 52.5, \"hourly\": ", contentType: "application/json")
        case "/huge": return .generated(status: 200, headers: ["Content-Type": "application/json"], length: 50 << 20)
        case "/huge-stream":
            return .generated(status: 200, headers: ["Content-Type": "application/json"], length: 50 << 20, announced: false)
        default: break
        }
        if path.hasPrefix("/repos/octo/widgets/commits/"), path.hasSuffix("/check-runs") {
            return github(path.contains("6dcb09b") ? "github-check-runs-51.json" : "github-check-runs-53.json", request)
        }
        if path.hasPrefix("/status/"), let code = Int(path.dropFirst("/status/".count)) {
            let retry = code == 429 || code == 503 ? ["Retry-After": "120"] : [:]
            return .answer(status: code, headers: retry.merging(["Content-Type": "text/plain"]) { $1 }, body: Data("status \(code)\n".utf8))
        }
        return .answer(status: 404, headers: ["Content-Type": "application/json"], body: Data(#"{"message": "Not Found"}"#.utf8))
    }

    /// A GitHub fixture with the headers GitHub sends: its rate limit and `Cache-Control`.
    private static func github(_ name: String, _ request: LoopbackRequest) -> LoopbackReply {
        guard case let .answer(status, headers, body) = document(name, "application/json; charset=utf-8", request) else {
            return document(name, "application/json", request)
        }
        let limits = [
            "Cache-Control": "private, max-age=60, s-maxage=60", "X-RateLimit-Limit": "5000", "X-RateLimit-Remaining": "4990",
            "X-RateLimit-Reset": "1795257660", "X-GitHub-Media-Type": "github.v3; format=json",
        ]
        return .answer(status: status, headers: headers.merging(limits) { own, _ in own }, body: body)
    }

    /// Fixture `name`, conditionally.
    private static func document(_ name: String, _ contentType: String, _ request: LoopbackRequest) -> LoopbackReply {
        conditional(LoopbackFixtures.data(name), contentType, request)
    }

    /// `body` with an `ETag` and `Last-Modified`; a 304 when the request names either.
    private static func conditional(_ body: Data, _ contentType: String, _ request: LoopbackRequest) -> LoopbackReply {
        let etag = "\"\(digest(body))\""
        let lastModified = "Sat, 21 Nov 2026 08:00:00 GMT"
        let headers = ["ETag": etag, "Last-Modified": lastModified, "Content-Type": contentType]
        if request.header("if-none-match") == etag
            || (request.header("if-none-match") == nil && request.header("if-modified-since") == lastModified)
        {
            return .answer(status: 304, headers: ["ETag": etag, "Last-Modified": lastModified])
        }
        return .answer(status: 200, headers: headers, body: body)
    }

    private static func digest(_ data: Data) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in data { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        return String(hash, radix: 16)
    }
}

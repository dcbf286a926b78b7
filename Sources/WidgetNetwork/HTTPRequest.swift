import Foundation

/// One GET request: the URL, the headers to send and how much of the answer to keep.
public struct HTTPRequest: Sendable, Hashable {
    /// An absolute `http://` or `https://` URL.
    public var url: URL
    /// Headers to send, by name. Values may be secrets (an `Authorization` token): they are
    /// sent and never logged, cached or shown.
    public var headers: [String: String]
    /// The most bytes of body kept; a longer body fails the request
    /// (``HTTPFailure/bodyTooLarge(limit:)``) as soon as it passes this.
    public var bodyLimit: Int
    /// False to stop as soon as the status and headers are in (a site check needs no body).
    public var readsBody: Bool

    /// A GET of `url` sending `headers`, keeping at most `bodyLimit` bytes of body (8 MB by
    /// default: a calendar of a few thousand events, a feed of 10,000 items).
    public init(url: URL, headers: [String: String] = [:], bodyLimit: Int = HTTPRequest.defaultBodyLimit, readsBody: Bool = true) {
        self.url = url
        self.headers = headers
        self.bodyLimit = bodyLimit
        self.readsBody = readsBody
    }

    /// 8 MB: what a body may take of the bundled widgets' 48 MB of data.
    public static let defaultBodyLimit = 8 << 20
}

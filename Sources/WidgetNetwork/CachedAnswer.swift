import Foundation

/// What is kept of one resource between requests and across restarts: the last good body,
/// what a conditional request needs (`ETag`, `Last-Modified`), until when it is fresh, and the
/// failures since. Never a request header: a token sent is not kept.
public struct CachedAnswer: Codable, Sendable, Hashable {
    /// The URL, secrets removed (``SecretRedaction/url(_:)``), for a person reading the folder.
    public var url: String
    /// The length of the last good body, kept in a file of its own (nil: none yet); a body
    /// file of another length (its write was cut short) counts as none.
    public var bodyLength: Int?
    public var etag: String?
    public var lastModified: String?
    /// When the body was last received or confirmed unchanged (a 200 or a 304).
    public var fetchedAt: Date?
    /// Until when the server said the body stays fresh (`Cache-Control: max-age`).
    public var freshUntil: Date?
    /// Failed requests in a row.
    public var failures: Int
    /// No request before this (the back-off, the server's `Retry-After`).
    public var retryNotBefore: Date?
    /// The last failure, in one line, and when it happened.
    public var problem: NetworkProblem?

    public init(url: String) {
        self.url = url
        self.failures = 0
    }
}

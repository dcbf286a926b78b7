/// Why a request brought no answer, in words for the user. No case holds a URL's path, query
/// or credentials: only its host, so a failure can be shown and logged as it is.
public enum HTTPFailure: Error, Hashable, Sendable, CustomStringConvertible {
    /// libcurl could not be loaded (not installed).
    case clientUnavailable(String)
    /// The URL is not an absolute `http://` or `https://` URL.
    case unsupportedURL(String)
    /// The host name (or the proxy's) did not resolve: no network, or a wrong name.
    case couldNotResolve(host: String)
    /// Nothing accepted the connection (refused, unreachable, or not within the connect limit).
    case couldNotConnect(host: String, detail: String)
    /// The request did not finish within its limit.
    case timedOut(seconds: Int)
    /// The TLS handshake failed or the certificate was not trusted.
    case insecure(host: String, detail: String)
    /// The connection broke before the answer was whole (reset, closed early, garbled).
    case connectionLost(host: String, detail: String)
    /// The body passed the request's limit.
    case bodyTooLarge(limit: Int)
    /// The task was cancelled.
    case cancelled
    /// Anything else libcurl reported.
    case other(String)

    public var description: String {
        switch self {
        case let .clientUnavailable(reason): return reason
        case let .unsupportedURL(text): return "not an http:// or https:// URL: \(text)"
        case let .couldNotResolve(host): return "\(host): no such host, or no network"
        case let .couldNotConnect(host, detail): return "\(host): could not connect (\(detail))"
        case let .timedOut(seconds): return "no answer within \(seconds) s"
        case let .insecure(host, detail): return "\(host): secure connection failed (\(detail))"
        case let .connectionLost(host, detail): return "\(host): connection lost (\(detail))"
        case let .bodyTooLarge(limit): return "the answer is larger than \(limit / (1 << 20)) MB"
        case .cancelled: return "cancelled"
        case let .other(message): return message
        }
    }

    /// True when the failure says the network (or the host) is out of reach, rather than that
    /// the host answered something wrong: a widget then keeps its last content as "offline".
    public var isUnreachable: Bool {
        switch self {
        case .couldNotResolve, .couldNotConnect, .timedOut, .connectionLost: return true
        default: return false
        }
    }
}

import Foundation

/// Why a widget's content is not fresh, in one line for the tile and the log: which host, and
/// what failed. It never holds a secret (only hosts, statuses and parser messages).
public struct NetworkProblem: Codable, Sendable, Hashable, CustomStringConvertible {
    /// What kind of failure.
    public enum Kind: String, Codable, Sendable, Hashable {
        /// No answer: no network, the host unknown or unreachable, a timeout, a reset.
        case offline
        /// The server asked to come back later (429, 503, a used-up rate limit).
        case throttled
        /// The server failed (5xx) or refused (4xx).
        case server
        /// The answer was not what the widget reads (bad JSON, bad XML, not a calendar).
        case malformed
        /// Anything else: no HTTP client, a body too large, a refused URL.
        case failed
    }

    public var kind: Kind
    /// "api.open-meteo.com: could not connect (connection refused)".
    public var message: String
    /// When it happened.
    public var at: Date

    public init(kind: Kind, message: String, at: Date) {
        self.kind = kind
        self.message = message
        self.at = at
    }

    /// The problem of a request that brought no answer.
    init(_ failure: HTTPFailure, at now: Date) {
        self.init(kind: failure.isUnreachable ? .offline : .failed, message: failure.description, at: now)
    }

    public var description: String { message }
}

import Foundation

/// What a widget gets for one resource at a reload: the value (new, or the last good one kept),
/// how old it is, what failed (if anything), and when to ask again.
public struct FetchResult<Value: Sendable>: Sendable {
    /// The decoded answer: this reload's, or the last good one when this reload failed or made
    /// no request; nil when there has never been a good one.
    public var value: Value?
    /// When the value was last received or confirmed unchanged.
    public var fetchedAt: Date?
    /// Why the value is not fresh (nil: it is).
    public var problem: NetworkProblem?
    /// The earliest instant a request for the resource is worth making again.
    public var nextAttempt: Date
    /// What this reload's request cost; nil when none was made (the value was fresh enough, or
    /// the fetcher is backing off).
    public var transfer: HTTPTransfer?

    public init(value: Value?, fetchedAt: Date?, problem: NetworkProblem?, nextAttempt: Date, transfer: HTTPTransfer?) {
        self.value = value
        self.fetchedAt = fetchedAt
        self.problem = problem
        self.nextAttempt = nextAttempt
        self.transfer = transfer
    }
}

import Foundation

/// Something the engine did, for the log, `homescreen timeline` and the budget view.
public struct EngineEvent: Hashable, Sendable, CustomStringConvertible {
    /// What happened.
    public enum Kind: Hashable, Sendable {
        /// A reload was asked for; `granted` false means deferred until `notBefore`.
        case reloadRequested(reason: ReloadReason, due: Date, notBefore: Date, granted: Bool, budgetLeft: Int?)
        /// Two requests became one.
        case reloadCoalesced(reason: ReloadReason)
        /// The provider was called.
        case reloadStarted(reason: ReloadReason, budgetLeft: Int?)
        /// A timeline arrived.
        case timelineReceived(entries: Int, policy: TimelineReloadPolicy)
        /// An empty timeline arrived: what was shown stays.
        case emptyTimeline(policy: TimelineReloadPolicy)
        /// The provider failed; the next try is at `retryAt`.
        case failed(ProviderFailure, retryAt: Date)
        /// The provider failed `after` times in a row: the instance is stopped until the user
        /// reloads it.
        case stopped(ProviderFailure, after: Int)
        /// A result came after its deadline and was dropped.
        case lateResultIgnored
        /// The wall clock jumped against the monotonic clock.
        case clockChanged(by: TimeInterval)
    }

    /// When.
    public var date: Date
    /// To which instance.
    public var instance: WidgetInstanceID
    /// What.
    public var kind: Kind

    /// The text logs and messages show.
    public var description: String {
        let stamp = date.formatted(.iso8601)
        switch kind {
        case let .reloadRequested(reason, due, notBefore, granted, left):
            let budget = left.map { "\($0) left" } ?? "unlimited"
            return "\(stamp) \(instance) reload requested (\(reason.rawValue)) due \(due.formatted(.iso8601)), budget \(budget), "
                + (granted ? "granted" : "deferred until \(notBefore.formatted(.iso8601))")
        case let .reloadCoalesced(reason): return "\(stamp) \(instance) reload (\(reason.rawValue)) coalesced"
        case let .reloadStarted(reason, left):
            return "\(stamp) \(instance) reload started (\(reason.rawValue)), budget \(left.map { "\($0) left" } ?? "unlimited")"
        case let .timelineReceived(entries, policy):
            return "\(stamp) \(instance) timeline received: \(Self.count(entries)), policy \(policy)"
        case let .emptyTimeline(policy): return "\(stamp) \(instance) empty timeline kept what was shown, policy \(policy)"
        case let .failed(failure, retry):
            return "\(stamp) \(instance) " + FailureNotice.retrying(failure, at: retry).line(instant: logInstant)
        case let .stopped(failure, count):
            return "\(stamp) \(instance) " + FailureNotice.stopped(failure, after: count).line(instant: logInstant)
        case .lateResultIgnored: return "\(stamp) \(instance) a late result was ignored"
        case let .clockChanged(by): return "\(stamp) clock changed by \(Int(by)) s: reloading everything"
        }
    }

    /// An instant in the log: `2024-11-21T09:46:00Z (in 5 min)`.
    private func logInstant(_ instant: Date) -> String {
        let seconds = instant.timeIntervalSince(date)
        let distance = seconds >= 1 ? "in \(DurationText.of(seconds))" : seconds <= -1 ? "\(DurationText.of(-seconds)) ago" : "now"
        return "\(instant.formatted(.iso8601)) (\(distance))"
    }

    /// "1 entry", "5 entries".
    static func count(_ entries: Int) -> String {
        entries == 1 ? "1 entry" : "\(entries) entries"
    }
}

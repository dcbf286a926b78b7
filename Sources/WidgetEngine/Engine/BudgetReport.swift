import Foundation

/// What the home screen's budget view shows for one instance at an instant: the reload budget
/// left in the sliding window, the last and next reload with their reasons, the recent
/// failures and, while failing, what happened in one line. A read-only copy: changing it changes nothing in the engine.
public struct BudgetReport: Hashable, Sendable {
    /// A reload that happened or will: when, and why (nil when not known: the last reload of
    /// an earlier run, whose reason is not kept).
    public struct Reload: Hashable, Sendable {
        public var at: Date
        public var reason: ReloadReason?
    }

    /// The reload waiting in the instance's slot.
    public struct Scheduled: Hashable, Sendable {
        /// When it became due.
        public var due: Date
        public var reason: ReloadReason
        /// When the budget and the minimum spacing let it run (equal to `due` when granted).
        public var notBefore: Date
        /// True when it runs when due (free, or the budget allows it).
        public var isGranted: Bool { notBefore <= due }
    }

    /// A provider call under way.
    public struct Running: Hashable, Sendable {
        public var since: Date
        public var reason: ReloadReason
        public var deadline: Date
    }

    /// The instance reported on.
    public var instance: WidgetInstance
    /// Charged reloads allowed per window (nil: unlimited).
    public var budget: Int?
    /// Charged reloads left now (nil: unlimited).
    public var remaining: Int?
    /// The sliding window of the budget.
    public var window: TimeInterval
    /// Least time between two charged reloads.
    public var minimumSpacing: TimeInterval
    /// Charged reloads inside the window, oldest first.
    public var chargedInWindow: [Date]
    /// When the oldest charged reload leaves the window (a reload comes back), if any counts.
    public var nextReturn: Date?
    public var lastReload: Reload?
    public var running: Running?
    public var nextReload: Scheduled?
    /// The reload policy of the timeline held (nil before the first timeline).
    public var policy: TimelineReloadPolicy?
    /// Recent failures, newest last (at most 10).
    public var failures: [InstanceState.Failure]
    /// What went wrong, in one line: failed and retrying, or stopped (nil when the last call
    /// did not fail).
    public var notice: FailureNotice?
}

extension TimelineEngine {
    /// The budget view of `id` at `now`; nil when it is not placed.
    public func budgetReport(for id: WidgetInstanceID, at now: Date) -> BudgetReport? {
        guard let state = states[id] else { return nil }
        let start = now.addingTimeInterval(-settings.budgetWindow)
        let charged = state.ledger.charged.filter { $0 > start }
        let last =
            state.lastReload.map { BudgetReport.Reload(at: $0.at, reason: $0.reason) }
            ?? state.ledger.lastReload.map { BudgetReport.Reload(at: $0, reason: nil) }
        return BudgetReport(
            instance: state.instance,
            budget: settings.budget,
            remaining: state.ledger.remaining(at: now, settings: settings),
            window: settings.budgetWindow,
            minimumSpacing: settings.minimumSpacing,
            chargedInWindow: charged,
            nextReturn: charged.first.map { $0.addingTimeInterval(settings.budgetWindow) },
            lastReload: last,
            running: state.inFlight.map { BudgetReport.Running(since: $0.startedAt, reason: $0.reason, deadline: $0.deadline) },
            nextReload: state.scheduled.map { BudgetReport.Scheduled(due: $0.due, reason: $0.reason, notBefore: $0.notBefore) },
            policy: state.timeline?.policy,
            failures: state.failures,
            notice: state.failureNotice)
    }
}

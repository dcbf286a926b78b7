import Foundation

/// What the home screen's budget view shows for one instance at an instant: the reload budget
/// left in the sliding window, the last and next reload with their reasons, the recent
/// failures and, while failing, what happened in one line. A read-only copy: changing it changes
/// nothing in the engine.
public struct BudgetReport: Hashable, Sendable {
    /// A reload that happened or will: when, and why (nil when not known: the last reload of
    /// an earlier run, whose reason is not kept).
    public struct Reload: Hashable, Sendable {
        /// When it started.
        public var at: Date
        /// Why (nil: a reload of an earlier run, whose reason was not kept).
        public var reason: ReloadReason?
    }

    /// The reload waiting in the instance's slot.
    public struct Scheduled: Hashable, Sendable {
        /// When it became due.
        public var due: Date
        /// Why.
        public var reason: ReloadReason
        /// When the budget and the minimum spacing let it run (equal to `due` when granted).
        public var notBefore: Date
        /// True when it runs when due (free, or the budget allows it).
        public var isGranted: Bool { notBefore <= due }
    }

    /// A provider call under way.
    public struct Running: Hashable, Sendable {
        /// When it started.
        public var since: Date
        /// Why.
        public var reason: ReloadReason
        /// When it counts as failed if it has not answered.
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
    /// The last reload started (nil: none yet).
    public var lastReload: Reload?
    /// The reload under way, if any.
    public var running: Running?
    /// The next reload waiting, if any.
    public var nextReload: Scheduled?
    /// The reload policy of the timeline held (nil before the first timeline).
    public var policy: TimelineReloadPolicy?
    /// Recent failures, newest last (at most 10).
    public var failures: [InstanceState.Failure]
    /// What went wrong, in one line: failed and retrying, or stopped (nil when the last call
    /// did not fail).
    public var notice: FailureNotice?
}

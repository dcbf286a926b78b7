import Foundation

/// Everything the engine knows about one instance.
public struct InstanceState: Sendable {
    /// A provider call under way.
    public struct InFlight: Hashable, Sendable {
        /// The call's token (a result carries it back).
        public var token: UInt64
        /// Why the reload runs.
        public var reason: ReloadReason
        /// When it started.
        public var startedAt: Date
        /// When it counts as failed if it has not answered.
        public var deadline: Date
    }

    /// The next reload: when it became due, why, and when it is allowed to run.
    public struct ScheduledReload: Hashable, Sendable {
        /// When it became due.
        public var due: Date
        /// Why (requests merged into it merge their reasons).
        public var reason: ReloadReason
        /// The earliest it may run (the budget's window and the minimum spacing).
        public var notBefore: Date
    }

    /// A failed provider call.
    public struct Failure: Hashable, Sendable {
        /// When it failed.
        public var at: Date
        /// Why that reload ran.
        public var reason: ReloadReason
        /// What went wrong.
        public var failure: ProviderFailure
    }

    /// Where an instance is in its life: waiting for what the last run kept, waiting to come
    /// on screen, reloading as its policy, budget and requests say, or stopped. One value, so
    /// an instance cannot be both stopped and waiting for its cache.
    public enum Lifecycle: Hashable, Sendable {
        /// Placed at start, its cache not read yet: no reload is asked for until it is
        /// (``TimelineEngine/adopt(_:at:)``, ``TimelineEngine/adoptNoCache(_:at:)``).
        case awaitingCache
        /// Without a usable timeline (none cached, or one made by another build) while off
        /// screen: its first reload is asked for when it comes on screen.
        case awaitingScreen
        /// Reloads as its policy, its budget and the requests for it say.
        case active
        /// Failed ``EngineSettings/stopAfterFailures`` times in a row: nothing reloads it (no
        /// retry, policy, WidgetCenter, start-up or clock change) until the user does. It keeps
        /// its last good timeline or placeholder. Not kept across runs.
        case stopped
    }

    /// The last good timeline and where it came from.
    public struct HeldTimeline: Sendable {
        /// The timeline, whole, while it is resident: an instance off screen keeps only its
        /// ``summary`` in memory when its archive is on disk (see
        /// ``TimelineEngine/evictHiddenTimelines()``), and takes it back when it comes on
        /// screen (``TimelineEngine/resume(_:for:at:)``).
        public internal(set) var timeline: ArchivedTimeline?
        /// What scheduling needs of it (nil: none held), resident or not.
        public internal(set) var summary: TimelineSummary?
        /// When it arrived.
        public internal(set) var receivedAt: Date?
        /// The build of the widget's code that made it (its descriptor's
        /// ``WidgetDescriptor/build`` then); a start reloads an instance whose build changed.
        public internal(set) var build: String?
        /// True while it came from the on-disk cache and no reload has succeeded since.
        public internal(set) var isFromCache = false
        /// Counts the timelines this instance has taken (received or adopted), so a host can
        /// tell two timelines apart even when they arrive at the same instant.
        public internal(set) var generation = 0
    }

    /// The instance: kind, family, configuration and id.
    public internal(set) var instance: WidgetInstance
    /// Where it is in its life.
    public internal(set) var lifecycle = Lifecycle.active
    /// The last good timeline, if any, and where it came from.
    public internal(set) var held = HeldTimeline()
    /// The provider call under way, if any.
    public internal(set) var inFlight: InFlight?
    /// The next reload, in its one slot (requests merge into it).
    public internal(set) var scheduled: ScheduledReload?
    /// The reloads charged to its budget, and the last one.
    public internal(set) var ledger = ReloadLedger()
    /// The last reload started: when and why.
    public internal(set) var lastReload: (at: Date, reason: ReloadReason)?
    /// Recent failures, newest last (at most 10).
    public internal(set) var failures: [Failure] = []
    /// Failures since the last success (or the user's last reload).
    public internal(set) var consecutiveFailures = 0
    /// Its relevance over time, from its entries, for smart stacks.
    public internal(set) var relevance = RelevanceTracker()

    init(instance: WidgetInstance) {
        self.instance = instance
    }

    /// The last good timeline while it is in memory (see ``HeldTimeline/timeline``).
    public var timeline: ArchivedTimeline? { held.timeline }
    /// What scheduling needs of the last good timeline (nil: none held), resident or not.
    public var summary: TimelineSummary? { held.summary }
    /// When the last good timeline arrived.
    public var receivedAt: Date? { held.receivedAt }
    /// The build of the widget's code that made the last good timeline.
    public var build: String? { held.build }
    /// True while the timeline came from the on-disk cache and no reload has succeeded since.
    public var isFromCache: Bool { held.isFromCache }
    /// Counts the timelines this instance has taken (see ``HeldTimeline/generation``).
    public var timelineGeneration: Int { held.generation }
    /// True while it waits for the last run's cache (see ``Lifecycle/awaitingCache``).
    public var awaitsCache: Bool { lifecycle == .awaitingCache }
    /// True while its first reload waits for the screen (see ``Lifecycle/awaitingScreen``).
    public var awaitsScreen: Bool { lifecycle == .awaitingScreen }
    /// True when it is stopped after failing again and again (see ``Lifecycle/stopped``).
    public var isStopped: Bool { lifecycle == .stopped }

    /// True when a timeline is held, resident or not.
    public var hasTimeline: Bool { held.summary != nil }

    /// True when the timeline held (if any) is in memory.
    public var isResident: Bool { held.summary == nil || held.timeline != nil }

    /// Takes `timeline` as the last good one.
    mutating func hold(_ timeline: ArchivedTimeline, receivedAt: Date?, build: String?, fromCache: Bool) {
        hold(TimelineSummary(timeline), of: timeline, receivedAt: receivedAt, build: build, fromCache: fromCache)
    }

    /// Takes the timeline `summary` sums up as the last good one: `timeline` is nil when only
    /// the summary is read (a cache's head; the entries are read when the instance is shown).
    mutating func hold(_ summary: TimelineSummary?, of timeline: ArchivedTimeline?, receivedAt: Date?, build: String?, fromCache: Bool) {
        held = HeldTimeline(
            timeline: timeline, summary: summary, receivedAt: receivedAt, build: build, isFromCache: fromCache,
            generation: held.generation + 1)
    }

    /// Forgets the timeline held (its file no longer holds it): the instance shows its
    /// placeholder until the next one.
    mutating func dropTimeline() {
        held = HeldTimeline(generation: held.generation + 1)
    }

    /// Takes the timeline's entries back into memory (read from its file), or lets them go.
    mutating func keepEntries(_ timeline: ArchivedTimeline?) {
        held.timeline = timeline
    }

    /// True when the last provider call failed and nothing has succeeded since.
    public var hasFailed: Bool { consecutiveFailures > 0 }

    /// What went wrong, in one line for the user; nil when the last call did not fail.
    public var failureNotice: FailureNotice? {
        guard hasFailed, let last = failures.last?.failure else { return nil }
        if isStopped { return .stopped(last, after: consecutiveFailures) }
        return .retrying(last, at: inFlight == nil ? scheduled?.notBefore : nil)
    }

    /// The index of the entry shown at `now`, if any timeline is held.
    public func entryIndex(at now: Date) -> Int? { timeline?.entryIndex(at: now) }

    /// The next instant after `now` when the shown entry changes.
    func nextEntryDate(after now: Date) -> Date? {
        // Without its entries in memory (off screen), no entry date is an instant.
        guard let entries = timeline?.entries else { return nil }
        // Binary search for the first entry date after now.
        var low = 0, high = entries.count
        while low < high {
            let mid = (low + high) / 2
            if entries[mid].date <= now { low = mid + 1 } else { high = mid }
        }
        return low < entries.count ? entries[low].date : nil
    }

    mutating func recordFailure(_ failure: ProviderFailure, reason: ReloadReason, at now: Date) {
        failures.append(Failure(at: now, reason: reason, failure: failure))
        if failures.count > 10 { failures.removeFirst(failures.count - 10) }
        consecutiveFailures += 1
    }
}

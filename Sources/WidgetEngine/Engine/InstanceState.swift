import Foundation

/// Everything the engine knows about one instance.
public struct InstanceState: Sendable {
    /// A provider call under way.
    public struct InFlight: Hashable, Sendable {
        public var token: UInt64
        public var reason: ReloadReason
        public var startedAt: Date
        public var deadline: Date
    }

    /// The next reload: when it became due, why, and when it is allowed to run.
    public struct ScheduledReload: Hashable, Sendable {
        public var due: Date
        public var reason: ReloadReason
        public var notBefore: Date
    }

    /// A failed provider call.
    public struct Failure: Hashable, Sendable {
        public var at: Date
        public var reason: ReloadReason
        public var failure: ProviderFailure
    }

    public internal(set) var instance: WidgetInstance
    /// The last good timeline, whole, while it is resident: an instance off screen keeps only
    /// its ``summary`` in memory when its archive is on disk (see
    /// ``TimelineEngine/evictHiddenTimelines()``), and takes it back when it comes on screen
    /// (``TimelineEngine/resume(_:at:)``).
    public internal(set) var timeline: ArchivedTimeline?
    /// What scheduling needs of the last good timeline (nil: none held), resident or not.
    public internal(set) var summary: TimelineSummary?
    /// The build of the widget's code that made the last good timeline (its descriptor's
    /// ``WidgetDescriptor/build`` then); a start reloads an instance whose build changed.
    public internal(set) var build: String?
    /// Placed at start, its cache not read yet: no reload is asked for until it is
    /// (``TimelineEngine/adopt(_:at:)``, ``TimelineEngine/adoptNoCache(_:at:)``).
    public internal(set) var awaitsCache = false
    /// Without a usable timeline (none cached, or one made by another build) while off
    /// screen: its first reload is asked for when it comes on screen.
    public internal(set) var awaitsScreen = false
    /// When it arrived.
    public internal(set) var receivedAt: Date?
    /// Counts the timelines this instance has taken (received or adopted), so a host can tell
    /// two timelines apart even when they arrive at the same instant.
    public internal(set) var timelineGeneration = 0
    /// True while the timeline came from the on-disk cache and no reload has succeeded since.
    public internal(set) var isFromCache = false
    public internal(set) var inFlight: InFlight?
    public internal(set) var scheduled: ScheduledReload?
    public internal(set) var ledger = ReloadLedger()
    /// The last reload started: when and why.
    public internal(set) var lastReload: (at: Date, reason: ReloadReason)?
    /// Recent failures, newest last (at most 10).
    public internal(set) var failures: [Failure] = []
    /// Failures since the last success (or the user's last reload).
    public internal(set) var consecutiveFailures = 0
    /// True after ``EngineSettings/stopAfterFailures`` failures in a row: nothing reloads the
    /// instance (no retry, policy, WidgetCenter, start-up or clock change) until the user does.
    /// It keeps its last good timeline or placeholder. Not kept across runs.
    public internal(set) var isStopped = false
    public internal(set) var relevance = RelevanceTracker()

    init(instance: WidgetInstance) {
        self.instance = instance
    }

    /// True when a timeline is held, resident or not.
    public var hasTimeline: Bool { summary != nil }

    /// True when the timeline held (if any) is in memory.
    public var isResident: Bool { summary == nil || timeline != nil }

    /// Takes `timeline` as the last good one.
    mutating func hold(_ timeline: ArchivedTimeline, receivedAt: Date?, build: String?, fromCache: Bool) {
        hold(TimelineSummary(timeline), of: timeline, receivedAt: receivedAt, build: build, fromCache: fromCache)
    }

    /// Takes the timeline `summary` sums up as the last good one: `timeline` is nil when only
    /// the summary is read (a cache's head; the entries are read when the instance is shown).
    mutating func hold(_ summary: TimelineSummary?, of timeline: ArchivedTimeline?, receivedAt: Date?, build: String?, fromCache: Bool) {
        self.timeline = timeline
        self.summary = summary
        self.receivedAt = receivedAt
        self.build = build
        timelineGeneration += 1
        isFromCache = fromCache
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

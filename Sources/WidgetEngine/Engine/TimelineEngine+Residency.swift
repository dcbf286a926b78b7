import Foundation

extension TimelineEngine {
    /// True when the timelines of instances off screen may leave memory: the front end keeps
    /// every instance's timeline on disk (its cache file) and hands it back with
    /// ``resume(_:at:)`` when the instance comes on screen. Off by default (headless tools and
    /// tests keep everything in memory).
    public var archivesOffScreen: Bool {
        get { residency.archivesOffScreen }
        set { residency.archivesOffScreen = newValue }
    }

    /// Drops from memory the timelines of instances off screen whose state has been taken
    /// for saving (``takeChangedInstances()``): each keeps its ``TimelineSummary``, ledger,
    /// relevance and failures, all scheduling needs. Returns how many were dropped. Costs
    /// the instances that left the screen or took a timeline off it since the last call.
    @discardableResult
    public mutating func evictHiddenTimelines() -> Int {
        guard residency.archivesOffScreen else { return 0 }
        var dropped = 0
        for id in residency.takeEvictable() {
            guard !isVisible(id), var state = states[id], state.timeline != nil else { continue }
            if outbox.changed.contains(id) {
                // Not saved yet: its file does not hold this timeline.
                residency.markEvictable(id)
                continue
            }
            state.timeline = nil
            states[id] = state
            presence.forgetEntries(of: id)
            dropped += 1
        }
        return dropped
    }

    /// The instances whose timeline is held but not in memory, of `ids`: what the front end
    /// reads from disk before drawing them.
    public func archivedTimelines(among ids: some Sequence<WidgetInstanceID>) -> [WidgetInstanceID] {
        ids.filter { id in states[id].map { !$0.isResident } ?? false }
    }

    /// Takes back the timeline of an instance whose entries had left memory, read from its
    /// cache file. A file that does not hold the timeline the instance had (lost, set aside,
    /// another one) leaves it without one: it shows its placeholder and reloads now.
    public mutating func resume(_ cache: CachedInstance?, for id: WidgetInstanceID, at now: Date) {
        guard var state = states[id], !state.isResident else { return }
        if let cache, let timeline = cache.timeline, cache.summary == state.summary, cache.receivedAt == state.receivedAt {
            state.timeline = timeline
            states[id] = state
            presence.hold(timeline, for: id)
            if !isVisible(id) { residency.markEvictable(id) }
            reschedule(id, at: now)
            return
        }
        state.summary = nil
        state.receivedAt = nil
        state.isFromCache = false
        state.timelineGeneration += 1
        states[id] = state
        requestReload(id, reason: .placed, at: now)
    }

    /// How many instances hold their timeline's entries in memory (cost: every instance).
    public var residentTimelineCount: Int {
        states.values.count(where: { $0.timeline != nil })
    }

    /// How many instances the engine has visited so far while stepping (``advance(to:)``),
    /// scheduling and following the screen (``setVisible(_:at:)``): the work of a tick, which
    /// does not grow with instances off screen between their own instants.
    public var instancesVisited: Int { visits }
}

import Foundation
import WidgetEngine

extension HomeScreen {
    /// The instances whose caches to read (off the main actor: decoding takes a while).
    public var cachedInstanceIDs: [WidgetInstanceID] { model.allWidgets.map(\.id) }

    /// Says the last run's caches are being read: until ``adoptCaches(_:at:finishesReading:)``
    /// has taken the last of them, nothing is saved, so no save overwrites a cache before it
    /// is read. Returns the instances whose caches to read, those of the page on screen first
    /// (every member of its stacks: their relevance picks what a stack shows).
    public func beginReadingCaches() -> (shown: [WidgetInstanceID], hidden: [WidgetInstanceID]) {
        model.persistence.beginReading()
        let shown = model.shownItems.flatMap { item in item.stack.map { $0.members.map(\.id) } ?? item.instance.map { [$0] } ?? [] }
        return (shown, cachedInstanceIDs.filter { !shown.contains($0) })
    }

    /// Reads the caches of `ids` from `store`; safe to call from any task.
    public nonisolated static func loadCaches(_ ids: [WidgetInstanceID], from store: EngineStore) -> [CachedInstance] {
        ids.compactMap { store.load($0) }
    }

    /// True when every one of `ids` has a timeline to show at `now` (cached or live).
    public func showsContent(for ids: [WidgetInstanceID], at now: Date) -> Bool {
        ids.allSatisfy { model.engine.states[$0]?.entryIndex(at: now) != nil }
    }

    /// Takes caches read in the background: content from the last run shows at once (marked
    /// stale) where nothing newer has arrived; budgets and relevance carry over. With
    /// `finishesReading`, these were the last: what changed while they were read is saved now.
    public func adoptCaches(_ caches: [CachedInstance], at now: Date, finishesReading: Bool = true) {
        for cache in caches { model.engine.adopt(cache, at: now) }
        model.logSummary.adoptedCaches(caches.count { $0.timeline != nil })
        if finishesReading { model.persist(also: model.persistence.finishReading()) }
        settle(at: now)
    }
}

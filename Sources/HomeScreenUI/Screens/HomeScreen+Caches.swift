import Foundation
import WidgetEngine

extension HomeScreen {
    /// One instance's cache as read at start: nil when there is none or it cannot be read.
    public typealias CacheRead = (id: WidgetInstanceID, cache: CachedInstance?)

    /// Says the last run's caches are being read: until ``adoptCaches(_:at:finishesReading:)``
    /// has taken the last of them, nothing is saved, so no save overwrites a cache before it
    /// is read. Returns the instances whose caches to read, those of the page on screen first.
    public func beginReadingCaches() -> CacheReading {
        model.persistence.beginReading()
        return CacheReading(shown: model.shownInstances.map(\.id), layout: model.layout)
    }

    /// Reads the caches of `ids` from `store`; safe to call from any task. With `headsOnly`
    /// (the instances off screen), only what scheduling needs is decoded, not the entries:
    /// those are read when the instance comes on screen.
    public nonisolated static func loadCaches(_ ids: [WidgetInstanceID], from store: EngineStore, headsOnly: Bool = false) -> [CacheRead] {
        ids.map { id in (id, headsOnly ? store.loadHeader(id) : store.load(id)) }
    }

    /// Reads every cache at once, as the run loop does in the background (the page on
    /// screen's whole, the others' heads): for tools and tests that drive the screen without
    /// a run loop.
    public func readCaches(at now: Date) {
        guard let store else { return }
        let ids = beginReadingCaches()
        adoptCaches(Self.loadCaches(ids.shown, from: store), at: now, finishesReading: false)
        adoptCaches(Self.loadCaches(ids.hidden, from: store, headsOnly: true), at: now, finishesReading: true)
    }

    /// True when every one of `ids` has a timeline to show at `now` (cached or live).
    public func showsContent(for ids: [WidgetInstanceID], at now: Date) -> Bool {
        ids.allSatisfy { model.engine.states[$0]?.entryIndex(at: now) != nil }
    }

    /// Takes caches read in the background: content from the last run shows at once (marked
    /// stale) where nothing newer has arrived; budgets and relevance carry over. A timeline of
    /// the widget's current build is trusted: it reloads when its policy says, not because
    /// the program started; an instance without one reloads now when it is on screen, else
    /// when it comes on screen. With `finishesReading`, these were the last: what changed while
    /// they were read is saved now.
    public func adoptCaches(_ reads: [CacheRead], at now: Date, finishesReading: Bool = true) {
        if finishesReading { model.placeRemaining(at: now) }
        for read in reads {
            if let cache = read.cache {
                model.engine.adopt(cache, at: now)
            } else {
                model.engine.adoptNoCache(read.id, at: now)
            }
        }
        model.logSummary.adoptedCaches(reads.count { $0.cache?.summary != nil })
        if finishesReading { model.persist(also: model.persistence.finishReading()) }
        settle(at: now)
    }
}

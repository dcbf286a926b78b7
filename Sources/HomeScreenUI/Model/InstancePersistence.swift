import Foundation
import HostIO
import Logging
import WidgetEngine

/// Where the engine's caches go and when: written to the store (through a ``CacheWriter``
/// off the main actor, or at once), and held back while the last run's caches are read, so
/// that no save overwrites a cache before it is read.
struct InstancePersistence {
    /// Where widget state is kept between runs (nil: nowhere).
    let store: EngineStore?
    /// Writes the caches off the main actor (the run loop sets one); nil: at once.
    var cacheWriter: CacheWriter?
    /// While the last run's caches are read: the instances changed meanwhile, saved once the
    /// caches are adopted (nil: not reading).
    var unsavedWhileReading: Set<WidgetInstanceID>?

    init(store: EngineStore?) {
        self.store = store
    }

    /// Saves the caches of `changed` from `engine`, or remembers them while caches are read.
    mutating func save(_ changed: Set<WidgetInstanceID>, of engine: TimelineEngine) {
        if unsavedWhileReading != nil {
            unsavedWhileReading?.formUnion(changed)
            return
        }
        guard let store, !changed.isEmpty else { return }
        let caches = EngineStore.caches(of: changed, in: engine)
        if let cacheWriter {
            cacheWriter.write(caches, to: store)
            return
        }
        do {
            try store.write(caches)
        } catch {
            HomeModel.logger.error("cannot save widget state: \(error)")
        }
    }

    /// Writes the live activities `book` (through the cache writer, off the main actor, or at
    /// once).
    func save(_ book: ActivityBook) {
        guard let store else { return }
        if let cacheWriter { return cacheWriter.write(book, to: store) }
        do {
            try store.saveActivities(book)
        } catch {
            HomeModel.logger.error("cannot save the live activities: \(error)")
        }
    }

    /// The cache of `id` as it is on disk once every write handed over before is done (nil:
    /// none, or no store).
    func load(_ id: WidgetInstanceID) -> CachedInstance? {
        guard let store else { return nil }
        guard let cacheWriter else { return store.load(id) }
        return cacheWriter.afterWrites { store.load(id) }
    }

    /// Starts holding saves back while caches are read.
    mutating func beginReading() {
        unsavedWhileReading = unsavedWhileReading ?? []
    }

    /// Stops holding saves back; returns the instances changed meanwhile.
    mutating func finishReading() -> Set<WidgetInstanceID> {
        defer { unsavedWhileReading = nil }
        return unsavedWhileReading ?? []
    }
}

import Dispatch
import Logging
import WidgetEngine

/// Writes the engine's caches on a private serial queue, in the order they were taken, so the
/// main actor never waits for JSON encoding or the disk (a large clock's timeline took a third
/// of the start-up's main-thread time). ``flush()`` waits for everything handed over.
///
/// A private serial queue, not a task on the global executor: see ``PrivateQueueExecutor``.
public final class CacheWriter: Sendable {
    private let queue = DispatchQueue(label: "homescreen.caches.write")
    private let logger = Logger(label: "homescreen.store")

    public init() {}

    /// Writes `caches` to `store` after everything handed over before.
    public func write(_ caches: [(id: WidgetInstanceID, cache: CachedInstance?)], to store: EngineStore) {
        enqueue("widget state") { try store.write(caches) }
    }

    /// Writes the live activities `book` to `store` after everything handed over before
    /// (encoding included, off the caller's thread).
    public func write(_ book: ActivityBook, to store: EngineStore) {
        enqueue("the live activities") { try store.saveActivities(book) }
    }

    /// Runs `save` on the queue; a failure is logged as “cannot save `what`”.
    private func enqueue(_ what: String, _ save: @escaping @Sendable () throws -> Void) {
        let logger = self.logger
        queue.async {
            do {
                try save()
            } catch {
                logger.error("cannot save \(what): \(error)")
            }
        }
    }

    /// Runs `body` once every write handed over has finished (reading a file back sees the
    /// last write of it), and returns what it returns.
    public func afterWrites<Result: Sendable>(_ body: @Sendable () -> Result) -> Result {
        queue.sync(execute: body)
    }

    /// Returns once every write handed over has finished.
    public func flush() {
        queue.sync {}
    }
}

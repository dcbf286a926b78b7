import Synchronization

/// The slots ``PlaceholderRequest/make(_:)`` fills from several threads, one per request,
/// and the count of requests taken so far (each thread takes the next until none is left).
final class PlaceholderResults: Sendable {
    private let slots: Mutex<[ArchivedEntry?]>
    private let taken = Atomic<Int>(0)
    private let count: Int

    init(count: Int) {
        self.count = count
        slots = Mutex(Array(repeating: nil, count: count))
    }

    /// The index of the next request no thread has taken yet; nil when all are taken.
    func takeNext() -> Int? {
        let index = taken.add(1, ordering: .relaxed).oldValue
        return index < count ? index : nil
    }

    func set(_ entry: ArchivedEntry, at index: Int) {
        slots.withLock { $0[index] = entry }
    }

    /// The entries in request order (every slot is filled once `make` returns).
    var entries: [ArchivedEntry] {
        slots.withLock { $0.compactMap { $0 } }
    }
}

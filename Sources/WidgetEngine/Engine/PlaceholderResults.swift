import Synchronization

/// The slots ``PlaceholderRequest/make(_:)`` fills from several threads, one per request.
final class PlaceholderResults: Sendable {
    private let slots: Mutex<[ArchivedEntry?]>

    init(count: Int) {
        slots = Mutex(Array(repeating: nil, count: count))
    }

    func set(_ entry: ArchivedEntry, at index: Int) {
        slots.withLock { $0[index] = entry }
    }

    /// The entries in request order (every slot is filled once `make` returns).
    var entries: [ArchivedEntry] {
        slots.withLock { $0.compactMap { $0 } }
    }
}

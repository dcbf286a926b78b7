import Synchronization
import WidgetEngine

/// A ``LimitTimer`` that a test moves by hand: limits pass only when the test advances it, so
/// a time limit is tested without waiting for it.
public final class ManualLimitTimer: LimitTimer {
    private struct Pending {
        var id: Int
        var deadline: Duration
        var expire: @Sendable () -> Void
    }

    private let state = Mutex<(elapsed: Duration, pending: [Pending], nextID: Int)>((.zero, [], 0))

    public init() {}

    public func start(after limit: Duration, expire: @escaping @Sendable () -> Void) -> @Sendable () -> Void {
        let id = state.withLock { state in
            state.nextID += 1
            state.pending.append(Pending(id: state.nextID, deadline: state.elapsed + limit, expire: expire))
            return state.nextID
        }
        return { [weak self] in self?.state.withLock { $0.pending.removeAll { $0.id == id } } }
    }

    /// Limits started and neither passed nor cancelled.
    public var pendingCount: Int { state.withLock { $0.pending.count } }

    /// Moves the timer on by `interval`, calling the handlers of the limits that pass.
    public func advance(by interval: Duration) {
        let due = state.withLock { state in
            state.elapsed += interval
            let elapsed = state.elapsed
            let due = state.pending.filter { $0.deadline <= elapsed }
            state.pending.removeAll { $0.deadline <= elapsed }
            return due
        }
        for limit in due { limit.expire() }
    }
}

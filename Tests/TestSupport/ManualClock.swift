import Foundation
import Synchronization
import WidgetEngine

/// A clock that moves only when a test sets it: the wall clock's instant and the monotonic
/// clock's reading, which move together unless the test makes the wall clock jump.
public final class ManualClock: WidgetClock {
    private let state: Mutex<(now: Date, monotonic: TimeInterval)>

    /// A clock at `now`, its monotonic reading 0.
    public init(now: Date) {
        state = Mutex((now, 0))
    }

    public var now: Date { state.withLock { $0.now } }
    public var monotonic: TimeInterval { state.withLock { $0.monotonic } }

    /// Moves to `instant`; the monotonic clock moves by as much, or to `monotonic` when given
    /// (a wall clock that jumped against it).
    public func set(_ instant: Date, monotonic: TimeInterval? = nil) {
        state.withLock { state in
            state.monotonic = monotonic ?? state.monotonic + instant.timeIntervalSince(state.now)
            state.now = instant
        }
    }
}

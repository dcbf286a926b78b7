import HomeScreenUI
import Synchronization
import WidgetEngine

/// The run loop's timer in tests: records every wait it is armed with and fires only when
/// the test says so.
@MainActor
final class ManualWakeTimer: WakeScheduling {
    private let fire: @MainActor () -> Void
    /// Every wait the loop armed, in order (nil: disarmed).
    private(set) var waits: [Double?] = []
    private(set) var isCancelled = false

    init(fire: @escaping @MainActor () -> Void) {
        self.fire = fire
    }

    func schedule(after seconds: Double?) { waits.append(seconds) }

    func cancel() { isCancelled = true }

    /// The wait the timer is armed with now (nil: none).
    var armed: Double? { waits.last ?? nil }

    /// Fires as the real timer would once its wait has passed.
    func fireNow() { fire() }
}

/// A monotonic clock that moves only when a test advances it: the "real" time under a
/// ``VirtualClock`` running at a speed.
final class ManualRealClock: WidgetClock {
    private let seconds = Mutex<Double>(1_000)

    var now: Date { Date(timeIntervalSinceReferenceDate: monotonic) }
    var monotonic: TimeInterval { seconds.withLock { $0 } }

    func advance(by interval: TimeInterval) {
        seconds.withLock { $0 += interval }
    }
}

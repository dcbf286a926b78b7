import Foundation
import Synchronization

/// A clock that starts at a chosen instant and runs at a chosen speed (0 for a manual clock
/// that only moves when advanced), for `--clock` demos, `homescreen timeline` and tests.
///
/// ```swift
/// let clock = VirtualClock(start: date, speed: 0, real: WallClock())   // a manual clock
/// clock.advance(by: 60)
/// ```
public final class VirtualClock: WidgetClock {
    private struct State {
        var virtualBase: Date
        var realBase: TimeInterval
        var speed: Double
    }

    private let state: Mutex<State>
    private let real: any WidgetClock

    /// A clock at `start` running `speed` times as fast as `real` (the wall clock, or a test's).
    public init(start: Date, speed: Double = 1, real: any WidgetClock) {
        self.real = real
        state = Mutex(State(virtualBase: start, realBase: real.monotonic, speed: speed))
    }

    /// The virtual instant: the start, plus the real time passed times the speed, plus any advance.
    public var now: Date {
        let realNow = real.monotonic
        return state.withLock { $0.virtualBase.addingTimeInterval(($0.speed) * (realNow - $0.realBase)) }
    }

    /// Virtual time never jumps unless advanced: its monotonic reading follows `now`, so an
    /// ``advance(by:)`` or ``set(_:)`` is not seen as a clock change.
    public var monotonic: TimeInterval { now.timeIntervalSinceReferenceDate }

    /// The speed factor.
    public var speed: Double { state.withLock { $0.speed } }

    /// Moves the clock forward (or back) by `interval`.
    public func advance(by interval: TimeInterval) {
        let realNow = real.monotonic
        state.withLock { state in
            state.virtualBase = state.virtualBase.addingTimeInterval(state.speed * (realNow - state.realBase) + interval)
            state.realBase = realNow
        }
    }

    /// Sets the clock to `date`.
    public func set(_ date: Date) {
        let realNow = real.monotonic
        state.withLock {
            $0.virtualBase = date
            $0.realBase = realNow
        }
    }
}

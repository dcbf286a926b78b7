import Foundation
import WidgetEngine

/// The real clock: the one place the home screen reads the wall clock and the monotonic clock
/// (the engine is handed instants; tests hand the run loop a clock of their own).
public struct WallClock: WidgetClock {
    public init() {}

    public var now: Date { Date() }

    public var monotonic: TimeInterval {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return TimeInterval(spec.tv_sec) + TimeInterval(spec.tv_nsec) / 1e9
    }
}

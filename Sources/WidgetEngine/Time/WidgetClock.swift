import Foundation

/// A source of "now" for the front end; the engine itself is only ever handed instants.
public protocol WidgetClock: Sendable {
    /// The current wall-clock instant.
    var now: Date { get }
    /// Seconds on a clock that never jumps (for detecting wall-clock changes).
    var monotonic: TimeInterval { get }
}

/// The real clock.
public struct WallClock: WidgetClock {
    public init() {}

    public var now: Date { Date() }

    public var monotonic: TimeInterval {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return TimeInterval(spec.tv_sec) + TimeInterval(spec.tv_nsec) / 1e9
    }
}

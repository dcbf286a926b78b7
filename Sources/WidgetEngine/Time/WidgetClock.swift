import Foundation

/// A source of "now" for the front end; the engine itself is only ever handed instants. The
/// wall clock lives with the host's I/O (`HostIO`'s `WallClock`), so nothing in this module
/// reads it.
public protocol WidgetClock: Sendable {
    /// The current wall-clock instant.
    var now: Date { get }
    /// Seconds on a clock that never jumps (for detecting wall-clock changes).
    var monotonic: TimeInterval { get }
}

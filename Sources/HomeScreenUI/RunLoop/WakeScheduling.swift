/// The run loop's one timer, seen from the run loop: armed after every frame to the wait until
/// the next instant anything changes, and firing once when it has passed.
///
/// ``WakeTimer`` waits on the wall clock; tests hand the run loop one they fire by hand.
@MainActor
public protocol WakeScheduling: AnyObject {
    /// Fires once after `seconds` of wall time (replacing any earlier schedule); nil: not
    /// until scheduled again.
    func schedule(after seconds: Double?)
    /// Stops the timer for good.
    func cancel()
}

/// Makes the run loop's timer, given what it calls when it fires.
public typealias WakeTimerFactory = @MainActor (_ fire: @escaping @MainActor () -> Void) -> any WakeScheduling

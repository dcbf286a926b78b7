import Dispatch
import Foundation

/// The run loop's one timer, re-armed after every frame to the next instant anything changes.
///
/// On the process's main thread running ``MainThreadLoop`` (the `homescreen` binary), it is the
/// loop's wake: the main thread sleeps in one `ppoll` whose timeout is the instant, and a tick
/// wakes that one thread. Elsewhere (a program whose `main` is async, where libdispatch's
/// workers drain the main queue) it is a Dispatch timer on the main queue, whose every tick
/// wakes Dispatch's manager thread and then a worker.
@MainActor
final class WakeTimer: WakeScheduling {
    private let fire: @MainActor () -> Void
    private var loop: MainThreadLoop?
    private var dispatchTimer: (any DispatchSourceTimer)?

    /// A timer that calls `fire` on the main actor; it does not fire until ``schedule(after:)``.
    init(loop: MainThreadLoop?, fire: @escaping @MainActor () -> Void) {
        self.fire = fire
        if let loop {
            self.loop = loop
        } else {
            let timer = DispatchSource.makeTimerSource(queue: .main)
            timer.setEventHandler { MainActor.assumeIsolated { [weak self] in self?.fire() } }
            timer.resume()
            dispatchTimer = timer
        }
    }

    /// The timer for the process it runs in: the main thread loop's wake while it runs, else a
    /// Dispatch timer.
    static let standard: WakeTimerFactory = { fire in
        WakeTimer(loop: MainThreadLoop.shared.isRunning ? MainThreadLoop.shared : nil, fire: fire)
    }

    /// Fires once after `seconds` (of wall time); nil: not until scheduled again.
    func schedule(after seconds: TimeInterval?) {
        // One millisecond late rather than early: waking just before the instant would draw
        // the old content and wake again at once.
        let wait = seconds.map { max(0, $0) + 0.001 }
        if let loop {
            loop.wake(after: wait, fire: fire)
        } else if let dispatchTimer {
            guard let wait, wait < 1e9 else {
                dispatchTimer.schedule(deadline: .distantFuture)
                return
            }
            dispatchTimer.schedule(deadline: .now() + .nanoseconds(Int(wait * 1e9)))
        }
    }

    /// Stops the timer for good.
    func cancel() {
        loop?.wake(after: nil) {}
        loop = nil
        dispatchTimer?.cancel()
    }
}

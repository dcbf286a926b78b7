import Dispatch
import Foundation

/// The run loop's one timer, re-armed after every frame to the next instant anything changes.
///
/// On the process's main thread running Foundation's main `RunLoop` (the `homescreen` binary),
/// it is a run-loop timer: the main thread sleeps in one `epoll_wait` and a tick wakes that one
/// thread. Elsewhere (a program whose `main` is async, where libdispatch's workers drain the
/// main queue and no one runs the main `RunLoop`) it is a Dispatch timer on the main queue,
/// whose every tick wakes Dispatch's manager thread and then a worker.
@MainActor
final class WakeTimer: WakeScheduling {
    private let fire: @MainActor () -> Void
    private var runLoopTimer: Timer?
    private var dispatchTimer: (any DispatchSourceTimer)?

    /// A timer that calls `fire` on the main actor; it does not fire until ``schedule(after:)``.
    init(usesMainRunLoop: Bool, fire: @escaping @MainActor () -> Void) {
        self.fire = fire
        if usesMainRunLoop {
            // Repeating (with an interval it never reaches): a one-shot timer is invalidated when
            // it fires and could not be armed again.
            let timer = Timer(fire: .distantFuture, interval: 1e9, repeats: true) { _ in
                MainActor.assumeIsolated { [weak self] in self?.fire() }
            }
            RunLoop.main.add(timer, forMode: .default)
            runLoopTimer = timer
        } else {
            let timer = DispatchSource.makeTimerSource(queue: .main)
            timer.setEventHandler { MainActor.assumeIsolated { [weak self] in self?.fire() } }
            timer.resume()
            dispatchTimer = timer
        }
    }

    /// The timer for the process it runs in: a run-loop timer on the main thread, else a
    /// Dispatch timer.
    static let standard: WakeTimerFactory = { fire in WakeTimer(usesMainRunLoop: isOnMainThread, fire: fire) }

    /// Fires once after `seconds` (of wall time); nil: not until scheduled again.
    func schedule(after seconds: TimeInterval?) {
        let wait = seconds.map { max(0, $0) }
        if let runLoopTimer {
            // One millisecond late rather than early: waking just before the instant would draw
            // the old content and wake again at once.
            runLoopTimer.fireDate = wait.map { Date().addingTimeInterval($0 + 0.001) } ?? .distantFuture
        } else if let dispatchTimer {
            guard let wait, wait < 1e9 else {
                dispatchTimer.schedule(deadline: .distantFuture)
                return
            }
            dispatchTimer.schedule(deadline: .now() + .nanoseconds(Int(wait * 1e9) + 1_000_000))
        }
    }

    /// Stops the timer for good.
    func cancel() {
        runLoopTimer?.invalidate()
        dispatchTimer?.cancel()
    }

    /// True on the process's main thread (where the `homescreen` binary runs the main `RunLoop`).
    nonisolated static var isOnMainThread: Bool { Thread.isMainThread }
}

import Foundation
import Synchronization

/// The exit of the command `homescreen run` runs: its status and the instant it was seen, set
/// once by the thread that waits for the process (``record(status:at:)``). The run's loop waits
/// for it a second at a time (``wait(upTo:)``): it sends the command's progress each second,
/// and ends the activity as soon as the command has exited, stamped with that instant, not
/// when its leftover output has been passed on.
final class CommandExit: Sendable {
    private struct State {
        var exit: (status: Int32, instant: Date)?
        /// The loop waiting, and which of its waits it is (a wait's timer resumes only its own).
        var waiter: (wait: Int, continuation: CheckedContinuation<Void, Never>)?
        var waits = 0
    }

    private let state = Mutex(State())
    /// Ends waits that time out; a queue of its own, not Dispatch's global pool.
    private let timers = DispatchQueue(label: "homescreen.run.exit-timer")

    /// The status and the instant it was seen, once the command has exited.
    var exit: (status: Int32, instant: Date)? { state.withLock { $0.exit } }

    /// The command exited with `status` at `instant` (the waiting thread): a wait under way
    /// returns at once.
    func record(status: Int32, at instant: Date) {
        let waiter = state.withLock { state in
            state.exit = (status, instant)
            defer { state.waiter = nil }
            return state.waiter?.continuation
        }
        waiter?.resume()
    }

    /// Returns once the command has exited, or after `seconds`, whichever comes first.
    func wait(upTo seconds: Double) async {
        await withCheckedContinuation { continuation in
            let wait: Int? = state.withLock { state in
                guard state.exit == nil else { return nil }
                state.waits += 1
                state.waiter = (state.waits, continuation)
                return state.waits
            }
            guard let wait else { return continuation.resume() }
            timers.asyncAfter(deadline: .now() + seconds) { [self] in
                let waiter = state.withLock { state -> CheckedContinuation<Void, Never>? in
                    guard let waiter = state.waiter, waiter.wait == wait else { return nil }
                    state.waiter = nil
                    return waiter.continuation
                }
                waiter?.resume()
            }
        }
    }
}

import Dispatch
import Synchronization

/// Waits for work at most a limit of real (wall) time: a hung provider or a `git` that never
/// answers is abandoned, never awaited forever.
///
/// The work runs on its own ``PrivateQueueExecutor`` and the limit is a Dispatch timer on a
/// private queue that is cancelled as soon as the work answers; neither touches Swift's global
/// executor (`Task.sleep` would, and would start libdispatch's once-a-second monitor; see
/// ``PrivateQueueExecutor``), and no timer is left pending after an answer.
public enum RealTimeLimit {
    /// The value of `work`, or nil when it takes longer than `limit`; then the work's task is
    /// cancelled (swift-subprocess kills a child process it runs) and its late value dropped.
    /// - Parameters:
    ///   - label: names the work's queue (shown by debuggers).
    ///   - timer: what says the limit has passed: a Dispatch timer on the wall clock, or in
    ///     tests one they fire by hand.
    ///   - abandoned: counts the work abandoned at its limit until it returns.
    public static func race<T: Sendable>(
        limit: Duration, label: String = "homescreen.work", timer: any LimitTimer = DispatchLimitTimer(),
        abandoned: AbandonedWork = .shared, _ work: @escaping @Sendable () async -> T
    ) async -> T? {
        await withCheckedContinuation { (continuation: CheckedContinuation<T?, Never>) in
            let gate = CompletionGate()
            let stop = TimerStop()
            let task = Task.detached(executorPreference: PrivateQueueExecutor(label: label)) { @Sendable in
                let value = await work()
                stop.answered()
                if gate.claim() {
                    continuation.resume(returning: value)
                } else {
                    abandoned.returned()
                }
            }
            stop.started(
                timer.start(after: limit) {
                    if gate.claim() {
                        abandoned.abandoned()
                        task.cancel()
                        continuation.resume(returning: nil)
                    }
                })
        }
    }
}

/// Cancels a limit's timer as soon as the work answers, whichever of the two comes first:
/// the timer's start or the answer.
private final class TimerStop: Sendable {
    private let state = Mutex<(cancel: (@Sendable () -> Void)?, answered: Bool)>((nil, false))

    func started(_ cancel: @escaping @Sendable () -> Void) {
        let answered = state.withLock { state in
            state.cancel = cancel
            return state.answered
        }
        if answered { cancel() }
    }

    func answered() {
        let cancel = state.withLock { state in
            state.answered = true
            return state.cancel
        }
        cancel?()
    }
}

/// What ends a ``RealTimeLimit``: calls a handler once a limit has passed.
public protocol LimitTimer: Sendable {
    /// Calls `expire` once, after `limit`, unless the returned function is called first.
    func start(after limit: Duration, expire: @escaping @Sendable () -> Void) -> @Sendable () -> Void
}

/// A limit on the wall clock: a Dispatch timer on one private queue.
public struct DispatchLimitTimer: LimitTimer {
    /// The queue every limit's timer fires and is cancelled on: its handlers only claim the
    /// answer and cancel a task, so one queue (one thread at most) serves every limit.
    private static let limits = DispatchQueue(label: "homescreen.limits")

    /// The wall clock's limits.
    public init() {}

    /// Calls `expire` after `limit` unless the function returned is called first.
    public func start(after limit: Duration, expire: @escaping @Sendable () -> Void) -> @Sendable () -> Void {
        // Dispatch sources are thread-safe.
        nonisolated(unsafe) let timer = DispatchSource.makeTimerSource(queue: Self.limits)
        timer.setEventHandler {
            timer.cancel()
            expire()
        }
        timer.schedule(deadline: .now() + limit.dispatchInterval)
        timer.resume()
        return { timer.cancel() }
    }
}

extension Duration {
    /// The duration as a Dispatch interval (nanoseconds, saturating).
    var dispatchInterval: DispatchTimeInterval {
        let (seconds, attoseconds) = components
        let nanoseconds = seconds.multipliedReportingOverflow(by: 1_000_000_000)
        guard !nanoseconds.overflow, seconds >= 0 else { return seconds < 0 ? .nanoseconds(0) : .never }
        return .nanoseconds(Int(nanoseconds.partialValue + attoseconds / 1_000_000_000))
    }
}

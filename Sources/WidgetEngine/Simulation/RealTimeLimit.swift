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
    /// The queue every limit's timer fires and is cancelled on: its handlers only claim the
    /// answer and cancel a task, so one queue (one thread at most) serves every limit.
    private static let limits = DispatchQueue(label: "homescreen.limits")

    /// The value of `work`, or nil when it takes longer than `limit`; then the work's task is
    /// cancelled (swift-subprocess kills a child process it runs) and its late value dropped.
    /// - Parameter label: names the work's queue (shown by debuggers).
    public static func race<T: Sendable>(limit: Duration, label: String = "homescreen.work",
                                         _ work: @escaping @Sendable () async -> T) async -> T? {
        await withCheckedContinuation { (continuation: CheckedContinuation<T?, Never>) in
            let gate = CompletionGate()
            // Dispatch sources are thread-safe; the work's task only cancels it.
            nonisolated(unsafe) let timer = DispatchSource.makeTimerSource(queue: limits)
            let task = Task.detached(executorPreference: PrivateQueueExecutor(label: label)) { @Sendable in
                let value = await work()
                timer.cancel()
                if gate.claim() { continuation.resume(returning: value) }
            }
            timer.setEventHandler {
                timer.cancel()
                if gate.claim() {
                    task.cancel()
                    continuation.resume(returning: nil)
                }
            }
            timer.schedule(deadline: .now() + limit.dispatchInterval)
            timer.resume()
        }
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

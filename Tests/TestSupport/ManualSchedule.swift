import Foundation
import Synchronization
import WidgetEngine

/// A schedule for ``ExtensionClient`` that runs nothing by itself: the test fires the work it
/// holds (a deadline, an idle stop) when it chooses, so no test waits on the wall clock. Work
/// called off stays held (``delays`` lists it) but is never fired.
public final class ManualSchedule: Sendable {
    public init() {}

    private struct Job {
        var id: Int
        var seconds: Double
        var work: @Sendable () -> Void
        var cancelled = false
    }

    private let state = Mutex<(nextID: Int, jobs: [Job])>((0, []))
    private let elapsed = Mutex<Double>(0)

    /// A monotonic clock that stands still until ``fireAll()`` moves it on by the longest
    /// delay it fires (or a test moves it with ``advance(by:)``).
    public var uptime: @Sendable () -> Double { { self.elapsed.withLock { $0 } } }

    /// Moves ``uptime`` on by `seconds`.
    public func advance(by seconds: Double) {
        elapsed.withLock { $0 += seconds }
    }

    /// The schedule to hand to ``ExtensionClient/Configuration``.
    public var schedule: ExtensionClient.Schedule {
        { seconds, work in
            let id = self.state.withLock { state in
                state.nextID += 1
                state.jobs.append(Job(id: state.nextID, seconds: seconds, work: work))
                return state.nextID
            }
            return {
                self.state.withLock { state in
                    if let index = state.jobs.firstIndex(where: { $0.id == id }) { state.jobs[index].cancelled = true }
                }
            }
        }
    }

    /// The delays of the jobs held (asked for since the last ``fireAll()``), in order, those
    /// called off among them.
    public var delays: [Double] { state.withLock { $0.jobs.map(\.seconds) } }

    /// The delays of the jobs held and not called off, in order.
    public var pendingDelays: [Double] { state.withLock { $0.jobs.filter { !$0.cancelled }.map(\.seconds) } }

    /// Runs every job held and not called off (and forgets them all).
    public func fireAll() {
        let held = state.withLock { state in
            defer { state.jobs = [] }
            return state.jobs
        }
        advance(by: held.filter { !$0.cancelled }.map(\.seconds).max() ?? 0)
        for job in held where !job.cancelled { job.work() }
    }

    /// Yields until `count` jobs are held (the request has been sent).
    public func waitForJobs(_ count: Int) async {
        for _ in 0..<100_000 where state.withLock({ $0.jobs.count }) < count { await Task.yield() }
    }
}

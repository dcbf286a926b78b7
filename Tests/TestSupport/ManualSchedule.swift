import Foundation
import Synchronization
import WidgetEngine

/// A schedule for ``ExtensionClient`` that runs nothing by itself: the test fires the work it
/// holds (a deadline, an idle stop) when it chooses, so no test waits on the wall clock.
public final class ManualSchedule: Sendable {
    public init() {}

    private struct Job {
        var seconds: Double
        var work: @Sendable () -> Void
        var cancelled = false
    }

    private let jobs = Mutex<[Job]>([])

    /// The schedule to hand to ``ExtensionClient/Configuration``.
    public var schedule: ExtensionClient.Schedule {
        { seconds, work in
            let index = self.jobs.withLock { jobs in
                jobs.append(Job(seconds: seconds, work: work))
                return jobs.count - 1
            }
            let generation = self.generation.withLock { $0 }
            return {
                self.jobs.withLock { jobs in
                    guard self.generation.withLock({ $0 }) == generation, index < jobs.count else { return }
                    jobs[index].cancelled = true
                }
            }
        }
    }

    /// Bumped by ``fireAll()``, which empties the list (an old index then names nothing).
    private let generation = Mutex(0)

    /// The delays of the jobs held (asked for since the last ``fireAll()``), in order, those
    /// called off among them.
    public var delays: [Double] { jobs.withLock { $0.map(\.seconds) } }

    /// The delays of the jobs held and not called off, in order.
    public var pendingDelays: [Double] { jobs.withLock { $0.filter { !$0.cancelled }.map(\.seconds) } }

    /// Runs every job held and not called off (and forgets them all).
    public func fireAll() {
        let held = jobs.withLock { jobs in
            defer {
                jobs = []
                generation.withLock { $0 += 1 }
            }
            return jobs
        }
        for job in held where !job.cancelled { job.work() }
    }

    /// Yields until `count` jobs are held (the request has been sent).
    public func waitForJobs(_ count: Int) async {
        for _ in 0..<100_000 where jobs.withLock({ $0.count }) < count { await Task.yield() }
    }
}

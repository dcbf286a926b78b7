import Foundation
import Synchronization
import WidgetEngine

/// A schedule for ``ExtensionClient`` that runs nothing by itself: the test fires the work it
/// holds (a deadline, an idle stop) when it chooses, so no test waits on the wall clock.
public final class ManualSchedule: Sendable {
    public init() {}

    private let jobs = Mutex<[(seconds: Double, work: @Sendable () -> Void)]>([])

    /// The schedule to hand to ``ExtensionClient/Configuration``.
    public var schedule: ExtensionClient.Schedule {
        { seconds, work in self.jobs.withLock { $0.append((seconds, work)) } }
    }

    /// The delays asked for so far, in order.
    public var delays: [Double] { jobs.withLock { $0.map(\.seconds) } }

    /// Runs every job held (and forgets them).
    public func fireAll() {
        let held = jobs.withLock { jobs in
            defer { jobs = [] }
            return jobs
        }
        for job in held { job.work() }
    }

    /// Yields until `count` jobs are held (the request has been sent).
    public func waitForJobs(_ count: Int) async {
        for _ in 0..<100_000 where jobs.withLock({ $0.count }) < count { await Task.yield() }
    }
}

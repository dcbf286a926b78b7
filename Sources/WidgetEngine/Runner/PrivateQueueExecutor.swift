import Dispatch
import Synchronization

/// A task executor that runs its jobs on one private serial Dispatch queue.
///
/// Everything homescreen runs off the main actor (provider calls, the command itself; the
/// cache reader has a thread of its own) runs through one of these instead of Swift's global
/// concurrent executor. On Linux, the first job that runs on the global executor starts
/// libdispatch's worker-pool monitor: a timer that wakes the process once a second for the
/// rest of its life, even while nothing at all is due. A private serial queue drains on
/// libdispatch's *overcommit* pool, which is not monitored, and its thread exits after a few
/// idle seconds, so an idle home screen sleeps until its next timeline instant.
///
/// Give each independent piece of work its own executor (they are cheap: one queue each), so
/// a slow provider never delays another; the home screen's work queue bounds how many calls
/// run at once, so how many such queues (threads) exist at once:
/// ```swift
/// Task.detached(executorPreference: PrivateQueueExecutor(label: "provider.clock")) { ... }
/// ```
/// Child tasks inherit the preference, so work inside one call runs serially on its queue.
public final class PrivateQueueExecutor: TaskExecutor {
    private let queue: DispatchQueue
    private let runCount = Atomic<Int>(0)

    /// One shared executor for tasks that only wait and hand results on (the run loop's side
    /// of a provider call, the command itself): they never block, so one queue (one thread at
    /// most) serves them all. Widget code never runs here; it gets an executor of its own per
    /// call (``RealTimeLimit``), so a provider that blocks holds up nothing else.
    public static let coordination = PrivateQueueExecutor(label: "homescreen.coordination")

    /// An executor with its own serial queue, named `label` (shown by debuggers).
    public init(label: String) {
        queue = DispatchQueue(label: label)
    }

    /// Runs `job` on the queue.
    public func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let executor = asUnownedTaskExecutor()
        queue.async { [self] in
            runCount.add(1, ordering: .relaxed)
            job.runSynchronously(on: executor)
        }
    }

    /// How many jobs this executor has run (tests check that work went through it).
    public var jobsRun: Int { runCount.load(ordering: .relaxed) }
}

import Synchronization
import Testing
@testable import WidgetEngine

/// Work off the main actor runs on private queues (never on Swift's global executor, whose
/// first use on Linux starts libdispatch's once-a-second monitor) and is abandoned at a real
/// time limit.
@Suite struct BackgroundWorkTests {
    /// A nonisolated async function: it runs on whatever executor the task prefers.
    private static func sum(_ values: [Int]) async -> Int {
        await Task.yield()
        return values.reduce(0, +)
    }

    @Test func aTaskPreferringTheExecutorRunsItsJobsThere() async {
        let executor = PrivateQueueExecutor(label: "test.prefer")
        #expect(executor.jobsRun == 0)
        let value = await Task.detached(executorPreference: executor) { await Self.sum([1, 2, 3]) }.value
        #expect(value == 6)
        // The task's first job and the job after the yield.
        #expect(executor.jobsRun >= 2)
    }

    @Test func childTasksInheritThePreference() async {
        let executor = PrivateQueueExecutor(label: "test.children")
        let total = await Task.detached(executorPreference: executor) {
            await withTaskGroup(of: Int.self) { group in
                for index in 1...4 { group.addTask { await Self.sum([index]) } }
                return await group.reduce(0, +)
            }
        }.value
        #expect(total == 10)
        // The parent's jobs plus at least one per child.
        #expect(executor.jobsRun >= 5)
    }

    @Test func theLimitReturnsTheValueOfWorkThatAnswers() async {
        let value = await RealTimeLimit.race(limit: .seconds(60)) { await Self.sum([20, 22]) }
        #expect(value == 42)
    }

    /// A limit of zero is due at once, so nothing waits on the wall clock; the work may start
    /// before or after the race has answered, and sees its cancellation either way.
    @Test(.timeLimit(.minutes(1)))
    func workPastTheLimitIsCancelledAndGivesNil() async {
        let hang = Hang()
        let value: Int? = await RealTimeLimit.race(limit: .zero) {
            await hang.untilCancelled()
            return -1
        }
        #expect(value == nil)
        var cancellations = hang.cancellations.makeAsyncIterator()
        let cancelled: Void? = await cancellations.next()
        #expect(cancelled != nil)
    }
}

/// Work that never answers on its own: it waits until its task is cancelled, and says so.
private final class Hang: Sendable {
    private let waiter = Mutex<(cancelled: Bool, continuation: CheckedContinuation<Void, Never>?)>((false, nil))
    /// One element when the work's task is cancelled.
    let cancellations: AsyncStream<Void>
    private let cancelled: AsyncStream<Void>.Continuation

    init() {
        (cancellations, cancelled) = AsyncStream<Void>.makeStream()
    }

    func untilCancelled() async {
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let isCancelled = waiter.withLock { state in
                    if !state.cancelled { state.continuation = continuation }
                    return state.cancelled
                }
                if isCancelled { continuation.resume() }
            }
        } onCancel: {
            let continuation = waiter.withLock { state in
                state.cancelled = true
                defer { state.continuation = nil }
                return state.continuation
            }
            cancelled.yield()
            cancelled.finish()
            continuation?.resume()
        }
    }
}

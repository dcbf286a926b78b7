import CThreadPriority
import Foundation
import Testing

/// The run loop reads the caches of widgets off screen on a thread of its own at the lowest
/// priority: lowering it must change that thread only.
struct ThreadPriorityTests {
    @Test func loweringAThreadsPriorityLeavesTheOthersAlone() async {
        let before = thread_priority_nice_value()
        let (result, nice) = await withCheckedContinuation { (continuation: CheckedContinuation<(Int32, Int32), Never>) in
            let thread = Thread {
                let result = thread_priority_lower_to_lowest()
                continuation.resume(returning: (result, thread_priority_nice_value()))
            }
            thread.start()
        }
        #expect(result == 0)
        #expect(nice == 19)
        #expect(thread_priority_nice_value() == before)
    }
}

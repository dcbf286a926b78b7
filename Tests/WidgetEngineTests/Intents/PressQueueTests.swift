import Foundation
import Testing
import TestSupport
import WidgetEngine

/// The home screen's per-instance press queue and optimistic toggles, as values on a virtual
/// clock.
struct PressQueueTests {
    let start = Fixtures.instant
    let add = IntentInvocation(widget: "w", intent: IntentReference(identifier: "Add"))
    let reset = IntentInvocation(widget: "w", intent: IntentReference(identifier: "Reset"))

    @Test func pressesRunOneAtATimeInTheOrderMade() throws {
        var queue = PressQueue()
        let queuedFirst = queue.press(add, at: start)
        let first = try #require(queuedFirst)
        let queuedSecond = queue.press(reset, at: start.addingTimeInterval(0.1))
        let second = try #require(queuedSecond)
        let queuedThird = queue.press(add, at: start.addingTimeInterval(1))
        let third = try #require(queuedThird)
        #expect(queue.startNext() == first)
        #expect(queue.startNext() == nil) // one at a time
        queue.finish(first.id)
        #expect(queue.startNext() == second)
        queue.finish(second.id)
        #expect(queue.startNext() == third)
        queue.finish(third.id)
        #expect(queue.isIdle && queue.startNext() == nil)
    }

    @Test func aDoublePressOfOneControlRunsOnce() throws {
        var queue = PressQueue()
        #expect(queue.press(add, at: start) != nil)
        #expect(queue.press(add, at: start.addingTimeInterval(0.2)) == nil) // a double click
        #expect(queue.press(add, at: start.addingTimeInterval(0.5)) != nil) // a press again
        #expect(queue.waiting.count == 2)
    }

    @Test func contentStaysInvalidatedUntilTheTimelineAfterTheLastPress() throws {
        var queue = PressQueue()
        #expect(!queue.invalidatesContent)
        let queuedFirst = queue.press(add, at: start)
        let first = try #require(queuedFirst)
        _ = queue.startNext()
        #expect(queue.invalidatesContent)
        _ = queue.press(reset, at: start.addingTimeInterval(2))
        queue.finish(first.id)
        queue.timelineArrived() // the reload after the first press: the second still waits
        #expect(queue.invalidatesContent)
        let queuedSecond = queue.startNext()
        let second = try #require(queuedSecond)
        queue.finish(second.id)
        queue.timelineArrived()
        #expect(!queue.invalidatesContent)
    }

    @Test func aFailureWithNothingElsePendingLeavesTheContentValidAndASuccessAwaitsItsTimeline() throws {
        var queue = PressQueue()
        let queuedFailing = queue.press(add, at: start)
        let failing = try #require(queuedFailing)
        _ = queue.startNext()
        queue.finish(failing.id, succeeded: false)
        #expect(!queue.invalidatesContent && !queue.awaitsTimeline) // nothing changed
        let queuedDone = queue.press(reset, at: start.addingTimeInterval(1))
        let done = try #require(queuedDone)
        _ = queue.startNext()
        queue.finish(done.id, succeeded: true)
        #expect(queue.invalidatesContent && queue.awaitsTimeline)
        let queuedFailsAfter = queue.press(add, at: start.addingTimeInterval(2))
        let failsAfter = try #require(queuedFailsAfter)
        _ = queue.startNext()
        queue.finish(failsAfter.id, succeeded: false)
        #expect(queue.invalidatesContent) // the success before it still awaits its timeline
        queue.timelineArrived()
        #expect(!queue.invalidatesContent && !queue.awaitsTimeline)
    }

    @Test func aToggleFlipsAtOnceAndBackOnFailure() {
        let lamp = IntentReference(identifier: "Lamp")
        var overrides = ToggleOverrides()
        #expect(overrides.press(lamp, shown: false) == true)
        #expect(overrides.states == [lamp: true])
        overrides.finish(lamp, succeeded: false)
        #expect(overrides.states == [lamp: false])
        overrides.timelineArrived()
        #expect(overrides.isEmpty)
    }

    @Test func aSuccessKeepsTheFlipUntilTheTimelineSaysSo() {
        let lamp = IntentReference(identifier: "Lamp")
        var overrides = ToggleOverrides()
        overrides.press(lamp, shown: false)
        overrides.finish(lamp, succeeded: true)
        #expect(overrides.states == [lamp: true])
        overrides.timelineArrived()
        #expect(overrides.states.isEmpty)
    }

    @Test func aFailureBetweenPressesShowsWhatTheLaterPressAsks() {
        let lamp = IntentReference(identifier: "Lamp")
        var overrides = ToggleOverrides()
        overrides.press(lamp, shown: false) // on
        overrides.press(lamp, shown: true) // off again
        overrides.finish(lamp, succeeded: false) // the first failed: the second still asks off
        #expect(overrides.states == [lamp: false])
        overrides.timelineArrived() // a reload while the second still runs keeps it
        #expect(overrides.states == [lamp: false])
        overrides.finish(lamp, succeeded: false) // and it fails: back to what was shown first
        #expect(overrides.states == [lamp: false])
        overrides.press(lamp, shown: false)
        overrides.press(lamp, shown: true)
        overrides.finish(lamp, succeeded: true)
        overrides.finish(lamp, succeeded: false) // the second failed: back to the first's state
        #expect(overrides.states == [lamp: true])
    }
}

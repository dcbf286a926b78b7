import Foundation
@testable import HomeScreenUI
import Testing
import TestSupport
@testable import WidgetEngine

/// The work queue on its own: how many calls it starts, in which order, and which it drops.
struct WorkQueueTests {
    /// A timeline call for instance `index`, due `offset` seconds after the fixture instant.
    static func call(_ index: Int, due offset: TimeInterval = 0) -> WidgetCall {
        let instance = WidgetInstance(id: WidgetInstanceID(rawValue: "w-\(index)"), kind: "w", family: .systemSmall)
        let date = Fixtures.instant.addingTimeInterval(offset)
        let request = ProviderRequest(
            token: UInt64(index), instance: instance, reason: .placed, date: date, deadline: date.addingTimeInterval(30))
        return WidgetCall(
            token: UInt64(index),
            work: .timeline(
                request, context: TimelineProviderContext(family: .systemSmall, date: date),
                environment: EnvironmentValues(), limits: .standard), limit: .seconds(31))
    }

    /// Starts the calls `queue` hands out with the instances of calls `onScreen` on screen:
    /// their timelines first, then by due time.
    static func start(_ queue: inout WorkQueue, onScreen: Set<UInt64>) -> [UInt64] {
        let ids = Set(onScreen.map { WidgetInstanceID(rawValue: "w-\($0)") })
        return queue.start(onScreen: ids) { call in
            WorkRank(
                urgency: onScreen.contains(call.token) ? .onScreen : .offScreen, due: call.providerRequest?.date ?? .distantPast,
                token: call.token)
        }.map(\.token)
    }

    @Test func withAThousandQueuedAtMostTheWorkersRunAtOnce() {
        var queue = WorkQueue(workers: 4)
        for index in 1...1_000 { queue.submit(Self.call(index)) }
        var started: [UInt64] = []
        var mostRunning = 0
        var round = 0
        while !queue.isIdle {
            started += Self.start(&queue, onScreen: [])
            mostRunning = max(mostRunning, queue.running.count)
            // Finish one call a round (an odd round two), so starts come one and two at a time.
            for token in queue.running.keys.sorted().prefix(round % 2 + 1) { queue.finish(token) }
            round += 1
        }
        #expect(mostRunning == 4)
        #expect(started == (1...1_000).map(UInt64.init)) // every call once, in the order queued
        #expect(queue.takeBurst() == 1_000)
        #expect(queue.takeBurst() == nil)
    }

    @Test func onScreenFirstThenDueSoonest() {
        var queue = WorkQueue(workers: 2)
        // Off screen due at once, on screen due later, on screen due sooner, off screen due soonest.
        for call in [Self.call(1, due: 0), Self.call(2, due: 20), Self.call(3, due: 10), Self.call(4, due: -5)] {
            queue.submit(call)
        }
        #expect(Self.start(&queue, onScreen: [2, 3]) == [3, 2])
        #expect(Self.start(&queue, onScreen: [2, 3]).isEmpty) // both workers busy
        queue.finish(3)
        #expect(Self.start(&queue, onScreen: [2, 3]) == [4])
        // What is on screen changed while call 1 waited: it is ranked as things are now.
        queue.submit(Self.call(5, due: -10))
        queue.finish(2)
        #expect(Self.start(&queue, onScreen: [1]) == [1])
        #expect(queue.waitingCount == 1)
    }

    @Test func theUsersOwnWaitsComeBeforeTimelinesOnScreen() {
        var queue = WorkQueue(workers: 1)
        queue.submit(Self.call(1, due: -60))
        queue.submit(Self.call(2))
        let rank: (WidgetCall) -> WorkRank? = { call in
            WorkRank(urgency: call.token == 2 ? .userWaits : .onScreen, due: call.providerRequest?.date ?? .distantPast, token: call.token)
        }
        #expect(queue.start(onScreen: nil, rank: rank).map(\.token) == [2])
    }

    @Test func callsNoLongerWantedAreDroppedAndCancelledOnesNeverStart() {
        var queue = WorkQueue(workers: 8)
        for index in 1...6 { queue.submit(Self.call(index)) }
        queue.cancel([2])
        let started = queue.start(onScreen: nil) { call in
            call.token == 4 ? nil : WorkRank(urgency: .onScreen, due: .distantPast, token: call.token)
        }
        #expect(started.map(\.token) == [1, 3, 5, 6])
        #expect(queue.waitingCount == 0)
        let neverRan = queue.finish(4)
        let ran = queue.finish(1)
        let again = queue.finish(1)
        #expect(!neverRan)
        #expect(ran)
        #expect(!again) // a worker is freed once
    }
}

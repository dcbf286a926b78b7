import Foundation
@testable import HomeScreenUI
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The main thread's one wait: input read on the thread that waits, the queue's work run when
/// its descriptor wakes the loop, the wake fired at its instant and not before, and input
/// left alone while it is not wanted. Pipes stand in for the terminal and the main queue's
/// eventfd; the monotonic clock is a manual one, and every wait here returns at once (a
/// descriptor is readable or the wake is due), so nothing sleeps.
@MainActor
struct MainThreadLoopTests {
    /// A pipe: (read end, write end).
    final class Pipe {
        let read: Int32
        private(set) var write: Int32
        init() {
            var ends: [Int32] = [0, 0]
            _ = pipe(&ends)
            read = ends[0]
            write = ends[1]
            _ = fcntl(read, F_SETFL, fcntl(read, F_GETFL) | O_NONBLOCK)
        }
        deinit {
            close(read)
            if write >= 0 { close(write) }
        }
        /// Closes the write end: the read end hangs up.
        func hangUp() {
            close(write)
            write = -1
        }
        func send(_ count: Int = 1) {
            let bytes = [UInt8](repeating: 1, count: count)
            _ = bytes.withUnsafeBytes { Glibc.write(write, $0.baseAddress, count) }
        }
        func drain() {
            var byte: UInt8 = 0
            while Glibc.read(read, &byte, 1) > 0 {}
        }
    }

    final class Record {
        var events: [String] = []
        var now: UInt64 = 1_000_000_000
    }

    /// A loop on a queue pipe and a terminal pipe whose keys it reads (while `wanted`).
    @MainActor
    final class Harness {
        let queue = Pipe()
        let terminal = Pipe()
        let record = Record()
        var wanted = true
        lazy var loop: MainThreadLoop = {
            let (queue, record) = (self.queue, self.record)
            return MainThreadLoop(
                queue: MainThreadLoop.QueueWake(descriptor: queue.read) {
                    queue.drain()
                    record.events.append("queue")
                },
                now: { record.now })
        }()

        init(watchesKeys: Bool = true) {
            guard watchesKeys else { return }
            loop.watchInput(terminal.read, isWanted: { [unowned self] in wanted }) { [unowned self] in
                terminal.drain()
                record.events.append("key")
            }
        }
    }

    @Test func inputIsReadOnTheWaitingThreadWithoutTheQueue() {
        let harness = Harness()
        harness.terminal.send()
        harness.loop.waitOnce()
        #expect(harness.record.events == ["key"])
    }

    @Test func workHandedToTheQueueRunsWhenItsDescriptorWakes() {
        let harness = Harness(watchesKeys: false)
        harness.queue.send(8)
        harness.loop.waitOnce()
        #expect(harness.record.events == ["queue"])
    }

    @Test func theWakeFiresAtItsInstantNotBefore() {
        let harness = Harness()
        let (loop, record) = (harness.loop, harness.record)
        loop.wake(after: 2) { record.events.append("wake") }
        #expect(loop.wakeInstant == 3_000_000_000)
        // A key before the instant: read, and the wake still waits.
        harness.terminal.send()
        loop.waitOnce()
        #expect(record.events == ["key"])
        #expect(loop.wakeInstant == 3_000_000_000)
        // The instant has come: the wait ends at once and the wake fires, once.
        record.now = 3_000_000_000
        loop.waitOnce()
        #expect(record.events == ["key", "wake"])
        #expect(loop.wakeInstant == nil)
    }

    @Test func aWakeReArmedFromItsOwnCallStays() {
        let harness = Harness(watchesKeys: false)
        let (loop, record) = (harness.loop, harness.record)
        loop.wake(after: 0) {
            record.events.append("wake")
            loop.wake(after: 1) { record.events.append("next") }
        }
        loop.waitOnce()
        #expect(record.events == ["wake"])
        #expect(loop.wakeInstant == 2_000_000_000)
    }

    @Test func inputNotWantedIsLeftToWhoeverReadsIt() {
        let harness = Harness()
        let (loop, record) = (harness.loop, harness.record)
        harness.wanted = false
        harness.terminal.send()
        loop.wake(after: 0) { record.events.append("wake") }
        loop.waitOnce()
        #expect(record.events == ["wake"])
        harness.wanted = true
        loop.waitOnce()
        #expect(record.events == ["wake", "key"])
    }

    /// An activity's feed wakes the loop only while the run loop asks it to wait on it (it
    /// sleeps longer than a second); with the terminal not watched, a feed is not taken for it.
    @Test func aFeedWakesTheLoopOnlyWhileItIsWaitedOn() {
        let harness = Harness(watchesKeys: false)
        let (loop, record) = (harness.loop, harness.record)
        let feed = Pipe()
        var waitedOn = false
        loop.watchFeeds({ waitedOn ? [feed.read] : [] }) {
            feed.drain()
            record.events.append("feed")
        }
        feed.send()
        loop.wake(after: 0) { record.events.append("wake") }
        loop.waitOnce()
        #expect(record.events == ["wake"], "a wake within the second: the feed waits for it")
        waitedOn = true
        loop.waitOnce()
        #expect(record.events == ["wake", "feed"])
        // Read: it no longer wakes the loop (a wait with nothing ready would sleep; the wake ends it).
        loop.wake(after: 0) { record.events.append("wake") }
        loop.waitOnce()
        #expect(record.events == ["wake", "feed", "wake"])
        loop.watchFeeds(nil)
        feed.send()
        loop.wake(after: 0) { record.events.append("wake") }
        loop.waitOnce()
        #expect(record.events == ["wake", "feed", "wake", "wake"])
    }

    @Test func aTerminalThatHungUpIsNoLongerWatched() {
        let harness = Harness()
        harness.terminal.hangUp()
        #expect(harness.loop.watchesInput)
        harness.loop.waitOnce()
        #expect(harness.record.events.isEmpty)
        #expect(!harness.loop.watchesInput)
    }

    @Test func pollTimeoutsRoundUpSoTheWakeIsNeverEarly() {
        #expect(MainThreadLoop.milliseconds(until: 5, from: 10) == 0)
        #expect(MainThreadLoop.milliseconds(until: 10, from: 10) == 0)
        #expect(MainThreadLoop.milliseconds(until: 1_000_001, from: 0) == 2)
        #expect(MainThreadLoop.milliseconds(until: 1_000_000, from: 0) == 1)
        #expect(MainThreadLoop.milliseconds(until: UInt64.max, from: 0) == Int32.max)
    }

    @Test func runEndsWhenTold() {
        let harness = Harness(watchesKeys: false)
        var rounds = 0
        harness.loop.wake(after: 0) { rounds += 1 }
        harness.loop.run(until: { rounds == 1 })
        #expect(!harness.loop.isRunning)
        // run drains the queue once before it first waits (work handed over before it ran).
        #expect(harness.record.events == ["queue"])
    }
}

import Foundation
import Synchronization
import Testing
import TestSupport
@testable import WidgetEngine

/// Pushes gathered to one batch per display instant, the last content of each instance kept.
struct PushCoalescerTests {
    private func entry(_ text: String) -> WidgetPush.Content {
        .entry(ArchivedEntry(date: Fixtures.instant, relevance: nil, view: ViewResolver.resolve(Text(text))))
    }

    @Test func aBurstIsOneBatchOfTheLastContentPerInstance() {
        let schedule = ManualSchedule()
        let batches = Mutex<[[WidgetPush]]>([])
        let coalescer = PushCoalescer(schedule: schedule.schedule, uptime: schedule.uptime) { batch in batches.withLock { $0.append(batch) }
        }
        let a = WidgetInstanceID(rawValue: "a")
        let b = WidgetInstanceID(rawValue: "b")
        for index in 0..<1_000 { coalescer.submit(WidgetPush(instance: a, content: entry("a\(index)"))) }
        coalescer.submit(WidgetPush(instance: b, content: .reload))
        coalescer.submit(WidgetPush(instance: b, content: entry("b")))
        #expect(schedule.pendingDelays == [PushCoalescer.displayInstant], "one instant waited for, however many pushes")
        #expect(batches.withLock { $0 }.isEmpty)
        schedule.fireAll()
        let batch = batches.withLock { $0 }
        #expect(batch.count == 1)
        #expect(
            batch[0] == [
                WidgetPush(instance: a, content: entry("a999")), WidgetPush(instance: b, content: .reload),
                WidgetPush(instance: b, content: entry("b")),
            ])
        #expect(coalescer.counts.received == 1_002 && coalescer.counts.batches == 1)
        // The next push waits for the next instant.
        coalescer.submit(WidgetPush(instance: a, content: entry("later")))
        #expect(schedule.pendingDelays == [PushCoalescer.displayInstant])
        coalescer.stop()
        schedule.fireAll()
        #expect(batches.withLock { $0.count } == 1, "stopped: what waited is dropped")
    }

    @Test func aPushAfterAQuietTimeGoesAtOnceWithNoTimerAndTheNextOnesWaitForTheInstant() {
        let schedule = ManualSchedule()
        let batches = Mutex<[[WidgetPush]]>([])
        let coalescer = PushCoalescer(schedule: schedule.schedule, uptime: schedule.uptime) { batch in batches.withLock { $0.append(batch) }
        }
        let a = WidgetInstanceID(rawValue: "a")
        schedule.advance(by: 1)
        coalescer.submit(WidgetPush(instance: a, content: entry("one a second")))
        #expect(batches.withLock { $0 } == [[WidgetPush(instance: a, content: entry("one a second"))]], "handed on at once")
        #expect(schedule.delays.isEmpty, "no timer: a live widget's push a second wakes nothing else")
        schedule.advance(by: 0.02)
        coalescer.submit(WidgetPush(instance: a, content: entry("soon after")))
        #expect(batches.withLock { $0.count } == 1, "within the instant: it waits")
        #expect(schedule.pendingDelays.count == 1 && abs(schedule.pendingDelays[0] - 0.03) < 1e-9, "until the instant ends")
        schedule.fireAll()
        #expect(batches.withLock { $0.last } == [WidgetPush(instance: a, content: entry("soon after"))])
        schedule.advance(by: 1)
        coalescer.submit(WidgetPush(instance: a, content: entry("a second later")))
        #expect(batches.withLock { $0.count } == 3 && schedule.delays.isEmpty)
        #expect(coalescer.counts.received == 3 && coalescer.counts.batches == 3)
    }
}

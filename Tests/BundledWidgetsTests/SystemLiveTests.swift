@testable import BundledWidgets
import Foundation
import Synchronization
import Testing
import TestSupport
@testable import WidgetEngine

/// The live System widget: rates from two samples of `/proc` (fixture folders), sparklines,
/// samples pushed only while an instance is shown, and nothing scheduled once none is.
struct SystemLiveTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/live")

    private func counters(_ name: String) -> LiveCounters {
        LiveCounters.read(root: Self.fixtures.appendingPathComponent(name).path)
    }

    @Test func twoSamplesGiveEachProcessorsUseAndTheByteRates() {
        let rates = LiveRates(from: counters("before"), to: counters("after"), seconds: 2)
        #expect(rates.cpus == [1, 0.1, 1, 0.9], "busy over total time of each processor")
        #expect(abs(rates.memory - 0.3) < 0.001)
        #expect(rates.received == 1_048_576, "eth0's 2 MiB over 2 s; the loopback left out")
        #expect(rates.sent == 10_240)
        #expect(rates.read == 524_288, "sda alone: not its partition, a loop device or an idle disk")
        #expect(rates.written == 1_048_576)
        #expect(abs(rates.cpu - 0.75) < 0.0001)
    }

    @Test(arguments: [
        ("sda", true), ("sda1", false), ("nvme0n1", true), ("nvme0n1p2", false), ("mmcblk0", true), ("mmcblk0p1", false), ("loop3", false),
        ("dm-0", false), ("vdb", true),
    ])
    func wholeDisksOnly(_ name: String, _ whole: Bool) {
        #expect(LiveCounters.isWholeDisk(name) == whole)
    }

    @Test func sparklinesScaleToTheirCeiling() {
        #expect(Sparkline.text([0, 0.5, 1], width: 5, ceiling: 1) == "  ▁▅█")
        #expect(Sparkline.text([10, 20, 40], width: 3) == "▃▅█", "the largest value is the top without a ceiling")
        #expect(SystemLiveView.rate(0) == "0B/s" && SystemLiveView.rate(1_536) == "1.5K/s" && SystemLiveView.rate(3_145_728) == "3.0M/s")
    }

    @Test(arguments: [WidgetFamily.systemSmall, .systemMedium, .systemLarge])
    func theLiveViewDrawsSparklines(_ family: WidgetFamily) {
        var history = LiveHistory()
        let before = counters("before")
        let after = counters("after")
        for step in 0..<30 {
            var rates = LiveRates(from: before, to: after, seconds: Double(1 + step % 4))
            rates.cpus = rates.cpus.map { min(1, $0 * Double(step % 5) / 4) }
            history.append(rates)
        }
        let text = WidgetRenderer.render(SystemLiveView(history: history), family: family, context: Fixtures.plainContext()).text
        Snapshot.assert(text, named: "system-live-\(family.rawValue)")
        #expect(text.contains("CPU") && text.contains("Mem") && text.contains("↓"))
    }

    /// Shown: a sample now, a push a second later (a rate needs two) and every second after;
    /// not shown: the next sample is called off and nothing is scheduled.
    @Test func itSamplesOnlyWhileShown() {
        let schedule = ManualSchedule()
        let reads = Mutex(0)
        let clock = Mutex(0.0)
        let live = SystemLive(
            read: { [self] in
                reads.withLock { $0 += 1 }
                return counters(reads.withLock { $0 } % 2 == 1 ? "before" : "after")
            },
            schedule: schedule.schedule, clock: { clock.withLock { $0 } })
        let pushes = Mutex<[WidgetPush]>([])
        let sink: LiveUpdates.Sink = { push in pushes.withLock { $0.append(push) } }
        let instance = LiveInstance(
            id: WidgetInstanceID(rawValue: "system-1"), kind: "system", configuration: [:],
            context: TimelineProviderContext(family: .systemMedium, date: Fixtures.instant), environment: EnvironmentValues())
        live.updates.attend([instance], sink: sink)
        #expect(reads.withLock { $0 } == 1 && pushes.withLock { $0 }.isEmpty)
        #expect(schedule.pendingDelays == [1])
        clock.withLock { $0 = 1 }
        schedule.fireAll()
        #expect(pushes.withLock { $0.count } == 1)
        clock.withLock { $0 = 2 }
        schedule.fireAll()
        #expect(pushes.withLock { $0.count } == 2 && live.sampleCount == 3)
        live.updates.attend([], sink: sink)
        #expect(!live.isSampling && schedule.pendingDelays.isEmpty, "nothing scheduled: no wakeup")
        schedule.fireAll()
        #expect(reads.withLock { $0 } == 3)
        // An instance that wants no live figures is not even told of by the home screen (so
        // no program is kept for it), and starts nothing if it is.
        #expect(!live.updates.wants(["liveSeconds": .integer(0)]) && live.updates.wants([:]))
        var off = instance
        off.configuration = ["liveSeconds": .integer(0)]
        live.updates.attend([off], sink: sink)
        #expect(!live.isSampling && reads.withLock { $0 } == 3)
    }
}

import Foundation
@testable import Plugins
import Testing
import TestSupport
@testable import WidgetEngine

/// Streaming plugins: started when an instance is shown, each state pushed at most once per
/// display instant, restarted with back-off when they end, stopped when nothing is shown.
struct PluginStreamTests {
    private func instance(_ id: String, kind: String, configuration: ConfigValues = [:]) -> LiveInstance {
        var environment = Fixtures.environment
        environment.widgetFamily = .systemSmall
        return LiveInstance(
            id: WidgetInstanceID(rawValue: id), kind: kind, configuration: configuration,
            context: TimelineProviderContext(family: .systemSmall, date: Fixtures.instant), environment: environment)
    }

    @Test func aBurstOfLinesIsOnePushOfTheLastState() async throws {
        let schedule = ManualSchedule()
        let plugin = try PluginFixtures.plugin("counter.sh")
        let stream = PluginStream(plugin: plugin, schedule: schedule.schedule, host: PluginFixtures.host)
        let pushes = PushLog()
        stream.attend(
            [instance("c1", kind: plugin.kind, configuration: ["VAR_COUNT": .integer(500), "VAR_SLEEP": .integer(120)])], sink: pushes.sink)
        #expect(stream.isRunning)
        await PluginFixtures.poll { (try? stream.latest().get())??.titles.first?.text == "count 500 " }
        #expect(pushes.all.isEmpty, "nothing before the display instant")
        #expect(schedule.pendingDelays == [PushCoalescer.displayInstant], "one render waits for the instant, however many lines")
        schedule.fireAll()
        #expect(pushes.all.count == 1)
        guard case let .timeline(timeline) = try #require(pushes.all.first).content else {
            Issue.record("a timeline is pushed")
            return
        }
        #expect(timeline.entries.first?.view.plainText.contains("count 500") == true)
        #expect(timeline.policy == .never)
        stream.attend([], sink: pushes.sink)
        #expect(!stream.isRunning)
    }

    @Test func swiftBarBlocksAreStatesSeparatedByTildes() async throws {
        let schedule = ManualSchedule()
        let plugin = try PluginFixtures.plugin("blocks.sh")
        #expect(plugin.stream == .blocks)
        let stream = PluginStream(plugin: plugin, schedule: schedule.schedule, host: PluginFixtures.host)
        let pushes = PushLog()
        stream.attend([instance("b1", kind: plugin.kind)], sink: pushes.sink)
        await PluginFixtures.poll { (try? stream.latest().get())??.titles.first?.text == "second" }
        let latest = try #require(try stream.latest().get())
        #expect(latest.items.map(\.text) == ["two"])
        stream.attend([], sink: pushes.sink)
    }

    @Test func aStreamThatEndsIsStartedAgainWithBackOff() async throws {
        let schedule = ManualSchedule()
        let plugin = try PluginFixtures.plugin("counter.sh")
        let stream = PluginStream(plugin: plugin, schedule: schedule.schedule, host: PluginFixtures.host)
        let pushes = PushLog()
        let shown = instance("c1", kind: plugin.kind, configuration: ["VAR_COUNT": .integer(1), "VAR_SLEEP": .integer(0)])
        stream.attend([shown], sink: pushes.sink)
        var waits: [Double] = []
        for _ in 0..<3 {
            // It ends at once; its restart waits 1, then 2, then 4 s.
            await PluginFixtures.poll { !stream.isRunning && schedule.pendingDelays.contains { $0 >= 1 } }
            waits.append(schedule.pendingDelays.filter { $0 >= 1 }.max() ?? 0)
            schedule.fireAll()
            await PluginFixtures.poll { stream.isRunning || schedule.pendingDelays.contains { $0 >= 1 } }
        }
        #expect(waits == [1, 2, 4])
        #expect(try stream.latest().get()?.titles.first?.text == "count 1 ", "an end with status 0 is no failure")
        stream.attend([], sink: pushes.sink)
        #expect(!stream.isRunning)
    }

    @Test func aStreamThatFailsMarksItsTilesThroughItsNextTimeline() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hs-stream-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("broken.sh")
        try "#!/bin/sh\n# <homescreen.stream>lines</homescreen.stream>\necho starting\necho 'no device' >&2\nexit 2\n"
            .write(to: file, atomically: true, encoding: .utf8)
        chmod(file.path, 0o755)
        let schedule = ManualSchedule()
        let descriptor = PluginWidget.descriptor(
            of: try #require(Plugin.read(file)).get(), schedule: schedule.schedule, host: PluginFixtures.host)
        let pushes = PushLog()
        descriptor.live?.attend([instance("x1", kind: descriptor.kind)], sink: pushes.sink)
        await PluginFixtures.poll { pushes.all.contains { $0.content == .reload } }
        #expect(pushes.all.contains(WidgetPush(instance: WidgetInstanceID(rawValue: "x1"), content: .reload)))
        await #expect(throws: ProviderFailure.extensionFailed("the plugin broken.sh exited with status 2: “no device”")) {
            _ = try await descriptor.provider.timeline(
                in: TimelineProviderContext(family: .systemSmall, date: Fixtures.instant), environment: Fixtures.environment)
        }
        descriptor.live?.attend([], sink: pushes.sink)
    }
}

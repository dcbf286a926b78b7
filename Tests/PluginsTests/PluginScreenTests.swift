import Foundation
@testable import HomeScreenUI
import HostIO
@testable import Plugins
import Synchronization
import Terminal
import Testing
import TestSupport
@testable import WidgetEngine

/// Plugins and live widgets on a home screen under the test pilot: attention follows the page
/// shown, pushes are one frame per display instant, a plugin off screen is not run, a `bash=`
/// item runs only after the user's yes, and hostile plugins leave the screen up.
@MainActor
struct PluginScreenTests {
    /// A live widget that records the instances it is told about and keeps their sink.
    final class Recorder: Sendable {
        let told = Mutex<[[String]]>([])
        let sink = Mutex<LiveUpdates.Sink?>(nil)

        var descriptor: WidgetDescriptor {
            let entry: @Sendable (String, Date) -> ArchivedEntry = { text, date in
                ArchivedEntry(date: date, relevance: nil, view: ViewResolver.resolve(Text(text)))
            }
            var descriptor = WidgetDescriptor(
                kind: "live", supportedFamilies: [.systemSmall],
                provider: AnyTimelineProvider(
                    placeholder: { context, _ in entry("waiting", context.date) },
                    snapshot: { context, _, _ in entry("snapshot", context.date) },
                    timeline: { context, _, _ in ArchivedTimeline(entries: [entry("first", context.date)], policy: .never) }))
            descriptor.live = LiveUpdates { [self] instances, sink in
                told.withLock { $0.append(instances.map(\.id.rawValue)) }
                self.sink.withLock { $0 = sink }
            }
            return descriptor
        }

        func push(_ text: String, to id: String) {
            let view = ViewResolver.resolve(Text(text))
            sink.withLock { $0 }?(
                WidgetPush(
                    instance: WidgetInstanceID(rawValue: id),
                    content: .entry(ArchivedEntry(date: Fixtures.instant, relevance: nil, view: view))))
        }
    }

    private func pilot(_ pages: [[WidgetItem]], extra: [WidgetDescriptor] = [], schedule: ManualSchedule = ManualSchedule()) throws -> Pilot
    {
        var descriptors = extra
        for name in ["cpu.5s.sh", "ping.30s.sh"] {
            descriptors.append(try PluginFixtures.descriptor(name, schedule: schedule.schedule))
        }
        descriptors.append(try PluginFixtures.descriptor("metachars.1m.sh", in: PluginFixtures.hostile, schedule: schedule.schedule))
        let layout = HomeLayout(pages: pages.map { HomePage(items: $0.map(HomeItem.widget)) })
        return Pilot(
            HomeScreen(
                catalog: WidgetCatalog(descriptors), layout: layout, themes: [.monochrome], themeIndex: 0, store: nil,
                screenSize: CellSize(width: 80, height: 24), timeZone: Fixtures.utc, locale: Fixtures.locale))
    }

    private static let cpu = WidgetItem(
        id: WidgetInstanceID(rawValue: "cpu-1"), kind: "plugin.cpu", family: .systemSmall, column: 2, row: 0,
        configuration: PluginFixtures.configuration(for: "cpu.5s.sh"))

    @Test func attentionFollowsThePageShown() async throws {
        let recorder = Recorder()
        let pilot = try pilot(
            [
                [WidgetItem(id: WidgetInstanceID(rawValue: "live-1"), kind: "live", family: .systemSmall)],
                [WidgetItem(id: WidgetInstanceID(rawValue: "live-2"), kind: "live", family: .systemSmall)],
            ], extra: [recorder.descriptor])
        await pilot.start()
        #expect(recorder.told.withLock { $0 } == [["live-1"]])
        pilot.press(.character("]"))
        #expect(recorder.told.withLock { $0 }.last == ["live-2"])
        // A sheet over the page: nothing is shown, so the widget stops.
        pilot.press(.character("g"))
        #expect(recorder.told.withLock { $0 }.last == [])
        pilot.press(.escape)
        #expect(recorder.told.withLock { $0 }.last == ["live-2"])
        // Nothing changed: nothing is told again.
        let count = recorder.told.withLock { $0.count }
        pilot.tick(at: Fixtures.instant.addingTimeInterval(5))
        #expect(recorder.told.withLock { $0.count } == count)
    }

    @Test func aBurstOfPushesIsOneMessageAndShowsTheLast() async throws {
        let recorder = Recorder()
        let pilot = try pilot(
            [[WidgetItem(id: WidgetInstanceID(rawValue: "live-1"), kind: "live", family: .systemSmall)]], extra: [recorder.descriptor])
        await pilot.start()
        #expect(pilot.frameText.contains("first"))
        let before = pilot.loop.pushBatches
        for index in 1...1_000 { recorder.push("state \(index)", to: "live-1") }
        #expect(await pilot.flushPushes())
        #expect(pilot.loop.pushBatches == before + 1, "a thousand pushes in one display instant are one message")
        #expect(pilot.frameText.contains("state 1000"))
        #expect(pilot.text.contains("state 1000"), "drawn on the terminal")
        // Content pushed is not charged to the budget.
        #expect(pilot.engine.budgetLeft(WidgetInstanceID(rawValue: "live-1"), at: pilot.now) == 72)
    }

    @Test func aPluginOffThePageShownIsNotRunUntilShown() async throws {
        let pilot = try pilot([[], [Self.cpu]])
        await pilot.start()
        #expect(!pilot.frameText.contains("0.42"))
        #expect(pilot.engine.states[Self.cpu.id]?.lastReload == nil, "not run while off screen")
        pilot.tick(at: Fixtures.instant.addingTimeInterval(600))
        #expect(pilot.waiting.isEmpty && pilot.engine.states[Self.cpu.id]?.lastReload == nil)
        pilot.press(.character("]"))
        #expect(pilot.waiting.contains { $0.providerRequest?.instance.id == Self.cpu.id })
        await pilot.runCalls()
        #expect(pilot.frameText.contains("⚙ 0.42"), "\(pilot.frameText)")
        // Its own interval, free of budget, while shown.
        pilot.tick(at: Fixtures.instant.addingTimeInterval(606))
        #expect(pilot.waiting.contains { $0.providerRequest?.instance.id == Self.cpu.id })
        await pilot.runCalls()
        #expect(pilot.engine.budgetLeft(Self.cpu.id, at: pilot.now) == 72)
        // Off screen again: its due run waits.
        pilot.press(.character("["))
        pilot.tick(at: Fixtures.instant.addingTimeInterval(700))
        #expect(!pilot.waiting.contains { $0.providerRequest?.instance.id == Self.cpu.id })
    }

    @Test func aBashItemRunsOnlyAfterTheUsersYesWithItsArgumentsIntact() async throws {
        let item = WidgetItem(id: WidgetInstanceID(rawValue: "meta-1"), kind: "plugin.metachars", family: .systemMedium)
        let pilot = try pilot([[item]])
        await pilot.start()
        pilot.press(.tab)
        pilot.press(.enter)
        #expect(pilot.frameText.contains("Run this command?"), "\(pilot.frameText)")
        #expect(pilot.frameText.contains(#"/bin/echo '; touch pwned' '$(touch pwned)' '| cat' 'it'\''s'"#))
        let cancelled = pilot.press(.character("n"))
        #expect(cancelled.command == nil)
        #expect(!pilot.frameText.contains("Run this command?"))
        // The link stays selected.
        pilot.press(.enter)
        let confirmed = pilot.press(.character("y"))
        let run = try #require(confirmed.command)
        #expect(run.action.arguments == ["/bin/echo", "; touch pwned", "$(touch pwned)", "| cat", "it's"])
        #expect(run.instance == item.id && run.title == "Press me" && !run.action.inTerminal)
    }

    @Test func aRefreshItemReloadsAtOnceWithAQuietMark() async throws {
        let item = WidgetItem(id: WidgetInstanceID(rawValue: "ping-1"), kind: "plugin.ping", family: .systemMedium)
        let pilot = try pilot([[item]])
        await pilot.start()
        #expect(pilot.frameText.contains("14.2 ms"))
        pilot.press(.tab)
        pilot.press(.enter)
        #expect(pilot.waiting.contains { $0.providerRequest?.instance.id == item.id })
        let frame = try #require(pilot.screen.pageItems(for: 0).first?.frame)
        #expect(pilot.screen.frame(at: pilot.now).buffer[frame.maxX - 1, frame.minY]?.grapheme == "↻")
        await pilot.runCalls()
        #expect(pilot.screen.frame(at: pilot.now).buffer[frame.maxX - 1, frame.minY]?.grapheme != "↻")
    }

    @Test func oneInstanceOrASignalReloadsFromOutside() async throws {
        let pilot = try pilot([[Self.cpu]])
        pilot.signalKinds = [5: ["plugin.cpu"]]
        await pilot.start()
        let reply = try #require(pilot.send(.control(.reloadInstance("cpu-1"))).reply)
        #expect(reply.ok && reply.message == "asked cpu-1 (plugin.cpu) to reload")
        #expect(pilot.waiting.contains { $0.providerRequest?.instance.id == Self.cpu.id })
        await pilot.runCalls()
        let unknown = try #require(pilot.send(.control(.reloadInstance("nope"))).reply)
        #expect(!unknown.ok)
        pilot.send(.signal(5))
        #expect(pilot.waiting.contains { $0.providerRequest?.instance.id == Self.cpu.id })
    }

    /// The hostile plugins beside a good one: the screen stays up, the good one shows, each
    /// hostile tile is marked, each failure is one log line, and no escape reaches the screen.
    @Test func hostilePluginsLeaveTheScreenUpMarkedWithOneLogLineEach() async throws {
        let names = ["flood.1m.sh", "endless.1m.sh", "fails.1m.sh", "escapes.1m.sh", "badutf8.1m.sh"]
        let hostile = try names.map { try PluginFixtures.descriptor($0, in: PluginFixtures.hostile) }
        var items = [Self.cpu]
        for (index, descriptor) in hostile.enumerated() {
            items.append(
                WidgetItem(
                    id: WidgetInstanceID(rawValue: "h\(index)"), kind: descriptor.kind, family: .systemSmall, column: (index % 2) * 2,
                    row: 2 + (index / 2) * 2))
        }
        items[0].column = 0
        let layout = HomeLayout(pages: [HomePage(items: Array(items.prefix(6)).map(HomeItem.widget))])
        let pilot = Pilot(
            HomeScreen(
                catalog: WidgetCatalog([try PluginFixtures.descriptor("cpu.5s.sh")] + hostile), layout: layout, themes: [.monochrome],
                themeIndex: 0, store: nil, screenSize: CellSize(width: 80, height: 40), timeZone: Fixtures.utc, locale: Fixtures.locale))
        await pilot.start()
        let text = pilot.frameText
        #expect(text.contains("⚙ 0.42"), "the good plugin shows: \(text)")
        #expect(!text.contains("\u{1B}"))
        for (index, name) in names.enumerated() {
            let id = WidgetInstanceID(rawValue: "h\(index)")
            let failing = ["flood.1m.sh", "endless.1m.sh", "fails.1m.sh"].contains(name)
            #expect(pilot.engine.states[id]?.hasFailed == failing, "\(name)")
            if failing {
                let frame = try #require(pilot.screen.pageItems(for: 0).first { $0.instance == id }?.frame)
                #expect(pilot.screen.frame(at: pilot.now).buffer[frame.maxX - 1, frame.minY]?.grapheme == "!", "\(name) is marked")
                let lines = TestLog.records().filter { $0.message.contains("the plugin \(name)") }
                #expect(lines.count == 1, "\(name): \(lines)")
            }
        }
    }

    /// Saving a plugin's configuration writes its variables beside it, as xbar keeps them, and
    /// its next run sees them.
    @Test func savingTheConfigurationWritesVarsJSONBesideThePlugin() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hs-vars-screen-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("weather.30m.sh")
        try FileManager.default.copyItem(at: PluginFixtures.plugins.appendingPathComponent("weather.30m.sh"), to: file)
        let descriptor = PluginWidget.descriptor(of: try #require(Plugin.read(file)).get(), host: PluginFixtures.host)
        let item = WidgetItem(id: WidgetInstanceID(rawValue: "weather-1"), kind: "plugin.weather", family: .systemMedium)
        let pilot = Pilot(
            HomeScreen(
                catalog: WidgetCatalog([descriptor]), layout: HomeLayout(pages: [HomePage(items: [.widget(item)])]), themes: [.monochrome],
                themeIndex: 0, store: nil, screenSize: CellSize(width: 80, height: 24), timeZone: Fixtures.utc, locale: Fixtures.locale))
        await pilot.start()
        #expect(pilot.frameText.contains("Oslo"))
        pilot.screen.model.apply(.configure(item.id, ["VAR_CITY": .string("Lima")], title: "Weather"), at: pilot.now)
        pilot.tick()
        await pilot.runCalls()
        #expect(try PluginVars.read(folder.appendingPathComponent("weather.30m.sh.vars.json")).get() == ["VAR_CITY": .string("Lima")])
        #expect(pilot.frameText.contains("Lima"), "\(pilot.frameText)")
    }
}

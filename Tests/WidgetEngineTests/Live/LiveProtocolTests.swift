import Foundation
import Synchronization
import Testing
import TestSupport
@testable import WidgetEngine

/// Attention and pushes over the extension protocol: the lines, the server's side, and a
/// program kept running while its instances are shown.
struct LiveProtocolTests {
    @Test func pushLinesReadBackAndAreToldFromAnswers() throws {
        let view = ViewResolver.resolve(Text("hi"))
        let push = WidgetPush(
            instance: WidgetInstanceID(rawValue: "cpu-1"),
            content: .entry(ArchivedEntry(date: Fixtures.instant, relevance: nil, view: view)))
        let line = try ExtensionPush(push).line()
        #expect(line.hasPrefix(#"{"version":1,"push":{"kind":"entry","instance":"cpu-1","entry":{"date":1795254060"#))
        #expect(try ExtensionPush(line: line).push == push)
        #expect(ExtensionPush.isPush(line))
        #expect(!ExtensionPush.isPush(#"{"version":1,"id":1,"result":{"kind":"entry","entry":{"push":1}}}"#))
        #expect(try ExtensionPush(line: #"{"version":1,"push":{"kind":"reload","instance":"x"}}"#).push.content == .reload)
        #expect(throws: ExtensionProtocolError.self) { try ExtensionPush(line: #"{"version":2,"push":{"kind":"reload","instance":"x"}}"#) }
    }

    @Test func theServerTellsItsLiveWidgetsAndAnswersAttending() async throws {
        let told = Mutex<[[String]]>([])
        var live = probeDescriptor(kind: "live")
        live.live = LiveUpdates { instances, _ in told.withLock { $0.append(instances.map(\.id.rawValue)) } }
        let server = ExtensionServer(catalog: WidgetCatalog([live, probeDescriptor(kind: "other")]))
        let context = ExtensionContext(
            widget: "live", family: .systemSmall, size: ExtensionSize(.systemSmall, on: .iPhone), configuration: [:],
            date: Fixtures.instant,
            isPreview: false, colorScheme: "dark", timeZone: "UTC", locale: "en_US")
        let request = ExtensionRequest(id: 3, body: .attention([ExtensionAttendee(instance: "l1", context: context)]))
        let answer = await server.answer(line: try request.line())
        #expect(answer == #"{"version":1,"id":3,"result":{"kind":"attending"}}"#)
        _ = await server.answer(line: try ExtensionRequest(id: 4, body: .attention([])).line())
        #expect(told.withLock { $0 } == [["l1"], []])
        let described = await server.result(of: .describe(sizes: [:]))
        guard case let .widgets(widgets, _, _) = described else {
            Issue.record("describe answers widgets")
            return
        }
        #expect(widgets.map(\.live) == [true, false])
    }

    /// A Python extension that pushes an entry a line after `attention`: the pushes reach the
    /// sink, and the program runs on past its idle stop while attended, then stops.
    @Test func aLiveExtensionRunsWhileAttendedAndItsPushesArrive() async throws {
        let schedule = ManualSchedule()
        let arguments = FakeExtension.script(
            """
            attended = []
            for line in sys.stdin:
                request = json.loads(line)
                call = request["call"]
                if call["kind"] == "attention":
                    # No instances is sent as no "instances" field (its default).
                    attended = [item["instance"] for item in call.get("instances", [])]
                    result(request, {"kind": "attending"})
                    for instance in attended:
                        send({"version": 1, "push": {"kind": "entry", "instance": instance, "entry": entry("live " + instance)}})
                else:
                    result(request, timeline("plain"))
            """)
        let client = ExtensionClient(.init(name: "live", arguments: arguments, schedule: schedule.schedule))
        defer { client.stop() }
        let pushes = Mutex<[WidgetPush]>([])
        let instance = LiveInstance(
            id: WidgetInstanceID(rawValue: "x1"), kind: "live", configuration: [:],
            context: TimelineProviderContext(family: .systemSmall, date: Fixtures.instant), environment: EnvironmentValues())
        client.attend(kind: "live", instances: [instance], sink: { push in pushes.withLock { $0.append(push) } })
        for _ in 0..<4_000 where pushes.withLock({ $0.isEmpty }) { try await Task.sleep(for: .milliseconds(5)) }
        let first = try #require(pushes.withLock { $0.first })
        #expect(first.instance.rawValue == "x1")
        // The idle stop comes and goes: the program runs on while an instance is shown.
        for _ in 0..<100 where !schedule.pendingDelays.contains(5) { try await Task.sleep(for: .milliseconds(5)) }
        schedule.fireAll()
        #expect(client.isRunning)
        client.attend(kind: "live", instances: [], sink: { _ in })
        for _ in 0..<4_000 where !schedule.pendingDelays.contains(5) { try await Task.sleep(for: .milliseconds(5)) }
        #expect(client.isRunning, "still running until its idle stop")
        schedule.fireAll()
        #expect(!client.isRunning, "none shown: stopped when idle")
    }

    /// A widget that is not live is never told of attention, but what its program pushes
    /// while it answers a request arrives all the same.
    @Test func aPushWhileAnsweringArrivesFromAnyExtension() async throws {
        let arguments = FakeExtension.script(
            """
            for line in sys.stdin:
                request = json.loads(line)
                send({"version": 1, "push": {"kind": "reload", "instance": "other-1"}})
                result(request, timeline("plain"))
            """)
        let client = ExtensionClient(.init(name: "plain", arguments: arguments))
        defer { client.stop() }
        let pushes = Mutex<[WidgetPush]>([])
        client.attend(kind: "plain", instances: [], sink: { push in pushes.withLock { $0.append(push) } }, tellsAttention: false)
        let context = ExtensionContext(
            widget: "plain", family: .systemSmall, size: ExtensionSize(.systemSmall, on: .iPhone), configuration: [:],
            date: Fixtures.instant,
            isPreview: false, colorScheme: "dark", timeZone: "UTC", locale: "en_US")
        _ = await client.request(.timeline(context))
        #expect(pushes.withLock { $0 } == [WidgetPush(instance: WidgetInstanceID(rawValue: "other-1"), content: .reload)])
    }
}

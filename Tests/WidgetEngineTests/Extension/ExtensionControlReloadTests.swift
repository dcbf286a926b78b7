import Foundation
import Synchronization
import Testing
import TestSupport
import WidgetEngine

/// `ControlCenter.shared.reloadControls` in an extension's own process reaches the home
/// screen: as a push line (`{"push": {"kind": "reloadControls", ...}}`) that any program may
/// write, and that a Swift bundle's ``ExtensionServer`` writes after the answer during which
/// its control code asked.
@Suite(.serialized) struct ExtensionControlReloadTests {
    @Test func aControlPushLineSaysOneKindOrEveryControl() throws {
        let one = try ExtensionControlPush(.kind("py.lamp")).line()
        #expect(ExtensionPush.isPush(one) && ExtensionControlPush.isControlPush(one))
        #expect(try ExtensionControlPush(line: one).request == .kind("py.lamp"))
        let every = #"{"version": 1, "push": {"kind": "reloadControls"}}"#
        #expect(try ExtensionControlPush(line: every).request == .all)
        #expect(!ExtensionControlPush.isControlPush(#"{"version": 1, "push": {"kind": "reload", "instance": "a"}}"#))
        #expect(throws: ExtensionProtocolError.self) {
            try ExtensionControlPush(line: #"{"version": 1, "push": {"kind": "reloadControls", "control": 3}}"#)
        }
    }

    @Test func aScriptsPushReachesTheHostsControlCenterAndWakesIt() async throws {
        let center = ControlCenter()
        let woken = Mutex(0)
        center.onRequest { woken.withLock { $0 += 1 } }
        var configuration = ExtensionClient.Configuration(
            name: "lamp",
            arguments: FakeExtension.script(
                """
                for line in sys.stdin:
                    request = json.loads(line)
                    call = request["call"]
                    if call["kind"] == "describe":
                        result(request, {"kind": "widgets", "widgets": [], "controls": [
                            {"control": "py.lamp", "displayName": "Lamp", "preview": {"title": "Lamp", "intent": "lamp"}}]})
                    elif call["kind"] == "controlValue":
                        send({"version": 1, "push": {"kind": "reloadControls", "control": "py.other"}})
                        send({"version": 1, "push": {"kind": "reloadControls"}})
                        result(request, {"kind": "control", "template": {"title": "Lamp", "intent": "lamp"}})
                    else:
                        result(request, {"kind": "error", "message": "no " + call["kind"]})
                """), schedule: ManualSchedule().schedule)
        configuration.controlCenter = center
        let client = ExtensionClient(configuration)
        defer { client.stop() }
        guard case let .success(described) = await ExtensionCatalog.describeAll(client) else {
            Issue.record("the script did not describe itself")
            return
        }
        let control = ExtensionCatalog.descriptor(try #require(described.controls.first), client: client)
        #expect(try await control.current([:]).title == "Lamp")
        // The pushes came before the answer on the same stream: both are queued by now.
        #expect(center.takeRequests() == [.kind("py.other"), .all])
        #expect(woken.withLock { $0 } == 2)
    }

    @Test func aSwiftBundleWritesTheReloadsItsCodeAskedFor() {
        let server = ExtensionServer(catalog: WidgetCatalog([]))
        _ = ControlCenter.shared.takeRequests()
        #expect(server.controlPushLines().isEmpty)
        ControlCenter.shared.reloadControls(ofKind: "test.kettle")
        ControlCenter.shared.reloadControls(ofKind: "test.kettle")
        ControlCenter.shared.reloadAllControls()
        let lines = server.controlPushLines()
        #expect(lines.compactMap { try? ExtensionControlPush(line: $0).request } == [.kind("test.kettle"), .all])
        #expect(server.controlPushLines().isEmpty)
    }
}

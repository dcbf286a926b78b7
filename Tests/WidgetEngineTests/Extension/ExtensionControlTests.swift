import Foundation
import Synchronization
import Testing
import TestSupport
import WidgetEngine

private let bellState = Mutex(false)

private struct BellIsOn: ControlValueProvider {
    var previewValue: Bool { false }
    func currentValue() async throws -> Bool { bellState.withLock { $0 } }
}

private struct SetBell: SetValueIntent {
    static let title: LocalizedStringResource = "Bell"
    @Parameter(title: "On") var value: Bool
    func perform() async throws -> some IntentResult {
        let value = value
        bellState.withLock { $0 = value }
        return .result()
    }
}

private struct BellControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "test.bell", provider: BellIsOn()) { isOn in
            ControlWidgetToggle("Bell", isOn: isOn, action: SetBell())
        }
        .displayName("Bell")
        .description("Rings.")
    }
}

/// Controls across the extension protocol: `describe` lists them with their preview,
/// `controlValue` answers the template of the value now, and a press is a `performIntent` whose
/// `widget` is the control's kind: from a Python program, and from a Swift bundle served by
/// ``ExtensionServer`` (what `WidgetBundle.main()` runs).
@Suite(.serialized) struct ExtensionControlTests {
    @Test func aScriptDeclaresAToggleThatTheHostReadsAndPresses() async throws {
        let lamp = FileManager.default.temporaryDirectory.appendingPathComponent("hs-lamp-\(UUID().uuidString.prefix(8))")
        defer { try? FileManager.default.removeItem(at: lamp) }
        let client = ExtensionClient(
            .init(
                name: "lamp",
                arguments: FakeExtension.script(
                    """
                    state = "\(lamp.path)"

                    def lamp(is_on):
                        return {"title": "Lamp", "systemImage": "lightbulb", "isOn": is_on, "value": "Lit" if is_on else "Dark",
                                "intent": "lamp"}

                    for line in sys.stdin:
                        request = json.loads(line)
                        call = request["call"]
                        if call["kind"] == "describe":
                            result(request, {"kind": "widgets", "widgets": [], "controls": [
                                {"control": "py.lamp", "displayName": "Lamp", "description": "The desk lamp.", "preview": lamp(False)}]})
                        elif call["kind"] == "controlValue":
                            result(request, {"kind": "control", "template": lamp(os.path.exists(state))})
                        elif call["kind"] == "performIntent" and call["widget"] == "py.lamp":
                            if call.get("value"):
                                open(state, "w").close()
                            elif os.path.exists(state):
                                os.remove(state)
                            result(request, {"kind": "performed"})
                        else:
                            result(request, {"kind": "error", "message": "no " + call["kind"]})
                    """), schedule: ManualSchedule().schedule))
        defer { client.stop() }
        guard case let .success(described) = await ExtensionCatalog.describeAll(client) else {
            Issue.record("the script did not describe itself")
            return
        }
        #expect(described.controls.map(\.control) == ["py.lamp"])
        let control = ExtensionCatalog.descriptor(try #require(described.controls.first), client: client)
        #expect(control.displayName == "Lamp" && control.description == "The desk lamp.")
        #expect(control.preview([:]).role == .toggle(isOn: false))

        let off = try await control.current([:])
        #expect(off.role == .toggle(isOn: false) && off.value == "Dark")
        let pressed = await control.press(off, at: Fixtures.instant)
        #expect((try? pressed.get()) != nil, "\(pressed)")
        let on = try await control.current([:])
        #expect(on.role == .toggle(isOn: true) && on.value == "Lit")
    }

    /// A configurable control's parameters come in `describe`, and `controlValue` carries the
    /// values the row keeps for it.
    @Test func aScriptsControlHasParametersAndIsAskedWithItsValues() async throws {
        let client = ExtensionClient(
            .init(
                name: "lamp",
                arguments: FakeExtension.script(
                    """
                    for line in sys.stdin:
                        request = json.loads(line)
                        call = request["call"]
                        if call["kind"] == "describe":
                            result(request, {"kind": "widgets", "widgets": [], "controls": [
                                {"control": "py.lamp", "displayName": "Lamp", "preview": {"title": "Lamp", "intent": "lamp"},
                                 "parameters": [{"name": "room", "title": "Room", "default": {"kind": "string", "value": "hall"},
                                                 "type": {"kind": "string"}}]}]})
                        elif call["kind"] == "controlValue":
                            room = call.get("configuration", {}).get("room", {"value": "none"})["value"]
                            result(request, {"kind": "control", "template": {"title": "Lamp in " + room, "intent": "lamp"}})
                        else:
                            result(request, {"kind": "error", "message": "no " + call["kind"]})
                    """), schedule: ManualSchedule().schedule))
        defer { client.stop() }
        guard case let .success(described) = await ExtensionCatalog.describeAll(client) else {
            Issue.record("the script did not describe itself")
            return
        }
        let control = ExtensionCatalog.descriptor(try #require(described.controls.first), client: client)
        #expect(control.parameters.map(\.name) == ["room"])
        #expect(control.parameters.first?.defaultValue == .string("hall"))
        #expect(try await control.current(["room": .string("study")]).title == "Lamp in study")
    }

    /// A Swift bundle lists a configurable control's parameters and answers `controlValue` for
    /// the values sent.
    @Test func aSwiftBundleServesAConfigurableControl() async throws {
        let server = ExtensionServer(catalog: WidgetCatalog([], controls: [NamedControl().controlDescriptor]))
        guard case let .widgets(_, controls, _) = await server.result(of: .describe(sizes: [:])) else {
            Issue.record("describe did not answer widgets")
            return
        }
        #expect(controls.first?.parameters.map(\.name) == ["name"])
        let call = ExtensionCall.controlValue(control: "test.named", configuration: ["name": .string("coffee")])
        guard case let .control(template) = await server.result(of: call) else {
            Issue.record("controlValue did not answer a control")
            return
        }
        #expect(template.title == "Other")
    }

    /// `homescreen extension check` asks each control's value.
    @Test func theConformanceCheckAsksEachControlsValue() async throws {
        let client = ExtensionClient(
            .init(
                name: "bell",
                arguments: FakeExtension.script(
                    """
                    for line in sys.stdin:
                        request = json.loads(line)
                        kind = request["call"]["kind"]
                        if kind == "describe":
                            result(request, {"kind": "widgets", "widgets": [{"widget": "w", "displayName": "W", "families": ["systemSmall"],
                                "placeholders": {"systemSmall": entry("w")}}], "controls": [
                                {"control": "bell", "displayName": "Bell", "preview": {"title": "Bell", "isOn": False, "intent": "ring"}},
                                {"control": "mute", "displayName": "Mute", "preview": {"title": "Mute", "intent": "mute"}}]})
                        elif kind == "controlValue" and request["call"]["control"] == "bell":
                            result(request, {"kind": "control", "template": {"title": "Bell", "isOn": True, "intent": "ring"}})
                        elif kind == "controlValue":
                            result(request, timeline("not a control"))
                        elif kind == "snapshot":
                            result(request, {"kind": "entry", "entry": entry("w")})
                        else:
                            result(request, timeline("w"))
                    """), schedule: ManualSchedule().schedule))
        let findings = await ExtensionConformance(client: client).run(at: Fixtures.instant).map(\.description)
        #expect(findings.contains("✓ control bell: value (a toggle, on)"), "\(findings)")
        #expect(findings.contains("✗ control mute: value: answered with timeline, not a control"), "\(findings)")
    }

    @Test func aSwiftBundleServesItsControls() async throws {
        bellState.withLock { $0 = false }
        let server = ExtensionServer(catalog: WidgetCatalog([], controls: [BellControl().controlDescriptor]))
        guard case let .widgets(_, controls, _) = await server.result(of: .describe(sizes: [:])) else {
            Issue.record("describe did not answer widgets")
            return
        }
        #expect(controls.map(\.control) == ["test.bell"])
        #expect(controls.first?.preview.role == .toggle(isOn: false))
        guard case let .control(off) = await server.result(of: .controlValue(control: "test.bell")) else {
            Issue.record("controlValue did not answer a control")
            return
        }
        let invocation = try #require(IntentInvocation(pressing: off.pressTarget, widget: "test.bell", configuration: [:], date: nil))
        guard case .performed = await server.result(of: .performIntent(invocation)) else {
            Issue.record("the press did not run")
            return
        }
        guard case let .control(on) = await server.result(of: .controlValue(control: "test.bell")) else {
            Issue.record("controlValue did not answer a control")
            return
        }
        #expect(on.role == .toggle(isOn: true))
        guard case let .error(message) = await server.result(of: .controlValue(control: "nope")) else {
            Issue.record("an unknown control was answered")
            return
        }
        #expect(message.contains("unknown control \"nope\""))
    }
}

import Foundation
import Testing
import TestSupport
import WidgetEngine

private struct Rooms: DynamicOptionsProvider {
    func results() async throws -> [String] { ["hall", "study", "attic"] }
}

private struct RoomSettings: ControlConfigurationIntent {
    static let title: LocalizedStringResource = "Room lamp"
    @Parameter(title: "Room", default: "hall", optionsProvider: Rooms()) var room: String
}

private struct RoomLampValue: AppIntentControlValueProvider {
    func previewValue(configuration: RoomSettings) -> String { configuration.room }
    func currentValue(configuration: RoomSettings) async throws -> String { configuration.room }
}

private struct RoomLampControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        AppIntentControlConfiguration(kind: "test.room-lamp", provider: RoomLampValue()) { room in
            ControlWidgetButton("\(room)", systemImage: "lightbulb", action: AddIntent(key: "room-lamp", amount: 1))
        }
        .displayName("Room Lamp")
        .promptsForUserConfiguration()
    }
}

/// An extension control's configuration over the protocol: `describe`'s
/// `"promptsForUserConfiguration": true` (the Swift `.promptsForUserConfiguration()`), and the
/// choices of a control's `dynamicOptions` parameter, asked with an `options` call that names
/// the `control` (as `controlValue` does) instead of a `widget`: from a Python program and
/// from a Swift bundle's ``ExtensionServer``.
@Suite(.serialized) struct ExtensionControlOptionsTests {
    @Test func aControlsChoicesAreAskedWithAnOptionsCallNamingTheControl() throws {
        let line = try ExtensionRequest(id: 4, body: .controlOptions(control: "lamp", parameter: "room")).line()
        #expect(line.contains(#""kind":"options""#) && line.contains(#""control":"lamp""#) && line.contains(#""parameter":"room""#))
        #expect(!line.contains("widget"), "\(line)")
        #expect(try ExtensionRequest(line: line).body == .controlOptions(control: "lamp", parameter: "room"))
        // A widget's call is as it was.
        let widget = try ExtensionRequest(id: 5, body: .options(widget: "hello", parameter: "city")).line()
        #expect(widget.contains(#""widget":"hello""#) && !widget.contains("control"))
        #expect(try ExtensionRequest(line: widget).body == .options(widget: "hello", parameter: "city"))
    }

    @Test func aScriptsControlPromptsAndListsItsChoices() async throws {
        let client = ExtensionClient(
            .init(
                name: "rooms",
                arguments: FakeExtension.script(
                    """
                    for line in sys.stdin:
                        request = json.loads(line)
                        call = request["call"]
                        if call["kind"] == "describe":
                            result(request, {"kind": "widgets", "widgets": [], "controls": [
                                {"control": "py.lamp", "displayName": "Lamp", "preview": {"title": "Lamp", "intent": "lamp"},
                                 "promptsForUserConfiguration": True,
                                 "parameters": [{"name": "room", "title": "Room", "default": {"kind": "string", "value": "hall"},
                                                 "type": {"kind": "dynamicOptions"}}]}]})
                        elif call["kind"] == "options" and call.get("control") == "py.lamp" and call["parameter"] == "room":
                            result(request, {"kind": "options", "options": ["hall", "study"]})
                        else:
                            result(request, {"kind": "error", "message": "no " + json.dumps(call)})
                    """), schedule: ManualSchedule().schedule))
        defer { client.stop() }
        guard case let .success(described) = await ExtensionCatalog.describeAll(client) else {
            Issue.record("the script did not describe itself")
            return
        }
        let control = ExtensionCatalog.descriptor(try #require(described.controls.first), client: client)
        #expect(control.promptsForUserConfiguration)
        guard case let .dynamicOptions(options) = try #require(control.parameters.first).kind else {
            Issue.record("room is not a dynamic-options parameter")
            return
        }
        #expect(try await options.results() == ["hall", "study"])
        // `homescreen extension check` asks for them too, of a program that offers only controls.
        let findings = await ExtensionConformance(client: client).run(at: Fixtures.instant).map(\.description)
        #expect(findings.contains("✓ describe: no widget, 1 control (py.lamp)"), "\(findings)")
        #expect(findings.contains("✓ control py.lamp: choices of room (2)"), "\(findings)")
    }

    @Test func aSwiftBundleServesAControlsPromptAndChoices() async throws {
        let server = ExtensionServer(catalog: WidgetCatalog([], controls: [RoomLampControl().controlDescriptor]))
        guard case let .widgets(_, controls, _) = await server.result(of: .describe(sizes: [:])) else {
            Issue.record("describe did not answer widgets")
            return
        }
        let control = try #require(controls.first)
        #expect(control.promptsForUserConfiguration)
        #expect(control.parameters.map(\.type) == [.dynamicOptions])
        #expect(
            await server.result(of: .controlOptions(control: "test.room-lamp", parameter: "room")) == .options(["hall", "study", "attic"]))
        #expect(
            await server.result(of: .controlOptions(control: "test.room-lamp", parameter: "floor"))
                == .error(#"test.room-lamp has no parameter "floor" with dynamic options"#))
        // Asked as a widget's, the control is not found: the call names which it asks for.
        if case .options = await server.result(of: .options(widget: "test.room-lamp", parameter: "room")) {
            Issue.record("a widget's options call answered for a control")
        }
        // Over the protocol's lines, as `WidgetBundle.main()` serves them.
        let answer = await server.answer(
            line: #"{"version": 1, "id": 7, "call": {"kind": "options", "control": "test.room-lamp", "parameter": "room"}}"#)
        #expect(answer.contains(#""options":["hall","study","attic"]"#), "\(answer)")
    }
}

import CellGrid
import Foundation
@testable import HomeScreenUI
import HostIO
import Testing
import TestSupport
import WidgetEngine

/// A control of a program in another language (Python, over the JSON protocol) that says
/// `"promptsForUserConfiguration": true` opens its configuration sheet as it is added from the
/// controls gallery, and the sheet's `dynamicOptions` parameter loads its choices from the
/// program (an `options` call naming the control).
@MainActor
@Suite(.serialized) struct ExtensionControlPromptTests {
    static let program = """
        #!/usr/bin/env python3
        import json, sys
        preview = {"title": "Lamp", "intent": "lamp"}
        for line in sys.stdin:
            request = json.loads(line)
            call = request["call"]
            if call["kind"] == "describe":
                result = {"kind": "widgets", "widgets": [], "controls": [
                    {"control": "py.lamp", "displayName": "Lamp", "preview": preview, "promptsForUserConfiguration": True,
                     "parameters": [{"name": "room", "title": "Room", "default": {"kind": "string", "value": "hall"},
                                     "type": {"kind": "dynamicOptions"}}]}]}
            elif call["kind"] == "options" and call.get("control") == "py.lamp":
                result = {"kind": "options", "options": ["hall", "study"]}
            elif call["kind"] == "controlValue":
                result = {"kind": "control", "template": preview}
            else:
                result = {"kind": "error", "message": "no " + json.dumps(call)}
            print(json.dumps({"version": 1, "id": request["id"], "result": result}), flush=True)
        """

    @Test func anExtensionsControlThatPromptsOpensItsSheetWithItsChoices() async throws {
        let folder = URL(fileURLWithPath: "/tmp/hs-xprompt-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = folder.appendingPathComponent("lamp.py")
        try ExecutableScript.write(Self.program, to: script)
        let client = ExtensionClient(.init(name: "lamp", arguments: [script.path], schedule: ManualSchedule().schedule))
        defer { client.stop() }
        guard case let .success(described) = await ExtensionCatalog.describeAll(client) else {
            Issue.record("the program did not describe itself")
            return
        }
        let control = ExtensionCatalog.descriptor(try #require(described.controls.first), client: client)
        let home = HomeScreen(
            catalog: WidgetCatalog([], controls: [control]), layout: HomeLayout(pages: [HomePage()]), themes: [.monochrome],
            themeIndex: 0, store: nil, screenSize: CellSize(width: 80, height: 30), timeZone: Fixtures.utc, locale: Fixtures.locale)
        let pilot = Pilot(home)
        await pilot.start()

        pilot.press(.character("C"), .character("+"), .enter)
        #expect(pilot.screen.model.layout.controls == ["py.lamp"])
        let sheet = try #require(pilot.screen.configurationSheet)
        #expect(sheet.title == "Lamp")
        await pilot.runCalls()
        #expect(pilot.screen.configurationSheet?.fields.first?.options == .loaded(["hall", "study"]))
        #expect(!pilot.frameText.contains("could not be loaded"), "\(pilot.frameText)")
    }
}

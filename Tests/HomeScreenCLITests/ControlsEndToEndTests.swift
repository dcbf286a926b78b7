import CellGrid
import Foundation
import HostIO
import Testing
import TestSupport
import WidgetEngine

/// Issue 35's controls row on the real binary in tmux: a control added from the gallery
/// (`g`, `C`, Enter) and saved in the layout file, a toggle pressed with the keyboard (`C`,
/// Enter) and with the mouse (a click, as the terminal reports it), and a control whose
/// intent fails (the Command control running `false`) marked with `!` and explained.
@Suite(.serialized)
struct ControlsEndToEndTests {
    /// Adds the control at `position` of the controls gallery (`g`, `C`, `j`…, Enter).
    private func add(_ position: Int, named name: String, in session: TmuxSession) async throws {
        try await session.send("g")
        try await session.send("C")
        _ = try await session.waitFor("Controls gallery")
        for _ in 0..<position { try await session.send("j") }
        try await session.send("Enter")
        _ = try await session.waitFor("Added \(name) to the controls row")
    }

    @Test(.enabled(if: TmuxSession.isAvailable)) func addPressByKeyAndClickAndAFailingControl() async throws {
        let root = URL(fileURLWithPath: "/tmp/hs-controls-\(UUID().uuidString.prefix(8))")
        defer { try? FileManager.default.removeItem(at: root) }
        let environment = ExtensionFaultEndToEndTests.environment(root)
        let config = root.appendingPathComponent("config/homescreen")
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        try Data(#"control_command = ["false"]"#.utf8).write(to: config.appendingPathComponent("config.toml"))
        let layoutFile = config.appendingPathComponent("home.toml")
        let layout = HomeLayout(pages: [
            HomePage(items: [
                .widget(WidgetItem(id: WidgetInstanceID(rawValue: "clock-1"), kind: "clock", family: .systemSmall, column: 0, row: 0))
            ])
        ])
        try LayoutFile.save(layout, to: layoutFile)
        let binary = BinaryRunner.productsFolder.appendingPathComponent("homescreen").path
        let session = try await TmuxSession.start(
            command: "\(binary) --clock 2026-11-21T09:41:00Z --speed 0; echo EXIT=$?; sleep 60", environment: environment)
        defer { session.close() }
        _ = try await session.waitFor("9:41")

        // The gallery's controls: the second is Do Not Disturb.
        try await add(1, named: "Do Not Disturb", in: session)
        var screen = try await session.waitFor("Do Not Disturb ○─ Off]")
        #expect(try String(contentsOf: layoutFile, encoding: .utf8).contains(#"controls = ["homescreen.quiet"]"#))

        // The keyboard: C puts it on the row, Enter presses; the toggle flips and stays.
        try await session.send("C")
        try await session.send("Enter")
        screen = try await session.waitFor("Do Not Disturb ━● On]")
        try await session.send("Escape")

        // The mouse: a click on it flips it back.
        try await session.click("Do Not Disturb", on: screen)
        screen = try await session.waitFor("Do Not Disturb ○─ Off]")

        // A failing control: the Command control runs `false`; it is marked and says why.
        try await add(4, named: "Command", in: session)
        screen = try await session.waitFor("false not run]")
        try await session.click("false not run", on: screen)
        _ = try await session.waitFor("“false” failed: false exited with status 1")
        // The status comes with the value asked after the press, which may be drawn a frame later.
        _ = try await session.waitFor("false exit 1]!")
        #expect(try String(contentsOf: layoutFile, encoding: .utf8).contains(#"controls = ["homescreen.quiet", "homescreen.command"]"#))

        // Pause Reloads (the sixth): pressed, the status line says reloads are paused.
        try await add(5, named: "Pause Reloads", in: session)
        screen = try await session.waitFor("Pause Reloads ○─ Running]")
        try await session.click("Pause Reloads", on: screen)
        _ = try await session.waitFor("reloads paused")
        // The state word comes with the value asked after the press.
        _ = try await session.waitFor("Pause Reloads ━● Paused]")

        // Edit mode reaches the row: e, C, then < moves Pause Reloads before Command.
        try await session.send("e")
        try await session.send("C")
        _ = try await session.waitFor("EDIT controls")
        for _ in 0..<2 { try await session.send("Right") }
        try await session.send("<")
        _ = try await session.waitFor("Paused] [")
        #expect(
            try String(contentsOf: layoutFile, encoding: .utf8).contains(
                #"controls = ["homescreen.quiet", "homescreen.pause", "homescreen.command"]"#))
    }

    /// An installed extension's toggle (a Python program): offered in the controls gallery after
    /// the bundled ones, added, and pressed; its value comes from the program (`controlValue`)
    /// and the press runs there (`performIntent`).
    @Test(.enabled(if: TmuxSession.isAvailable)) func anExtensionsToggleIsAddedAndPressed() async throws {
        let root = URL(fileURLWithPath: "/tmp/hs-extcontrol-\(UUID().uuidString.prefix(8))")
        defer { try? FileManager.default.removeItem(at: root) }
        let environment = ExtensionFaultEndToEndTests.environment(root)
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let script = root.appendingPathComponent("lamp.py")
        try ExecutableScript.write(
            """
            #!/usr/bin/env python3
            import json, os, sys
            state = os.path.join(os.path.dirname(os.path.abspath(__file__)), "lit")
            entry = {"date": 0, "view": {"kind": "text", "runs": [{"kind": "verbatim", "text": "lamp"}]}}
            def lamp(is_on):
                return {"title": "Lamp", "isOn": is_on, "value": "Lit" if is_on else "Dark", "intent": "lamp"}
            for line in sys.stdin:
                request = json.loads(line)
                call = request["call"]
                if call["kind"] == "describe":
                    result = {"kind": "widgets", "widgets": [{"widget": "lamp-widget", "displayName": "Lamp", "families": ["systemSmall"],
                              "placeholders": {"systemSmall": entry}}],
                              "controls": [{"control": "lamp", "displayName": "Desk Lamp", "preview": lamp(False)}]}
                elif call["kind"] == "controlValue":
                    result = {"kind": "control", "template": lamp(os.path.exists(state))}
                elif call["kind"] == "performIntent":
                    if call.get("value"):
                        open(state, "w").close()
                    elif os.path.exists(state):
                        os.remove(state)
                    result = {"kind": "performed"}
                elif call["kind"] in ("placeholder", "snapshot"):
                    result = {"kind": "entry", "entry": entry}
                elif call["kind"] == "timeline":
                    result = {"kind": "timeline", "timeline": {"entries": [entry], "policy": {"kind": "never"}}}
                else:
                    result = {"kind": "error", "message": "no " + call["kind"]}
                print(json.dumps({"version": 1, "id": request["id"], "result": result}), flush=True)
            """, to: script)
        let added = try await BinaryRunner.run(["extension", "add", script.path], environment: environment)
        try #require(added.status == 0, "\(added.stdout)\(added.stderr)")
        #expect(added.stdout.contains("control lamp  Desk Lamp"), "\(added.stdout)")
        let listed = try await BinaryRunner.run(["extension", "list"], environment: environment)
        #expect(listed.stdout.contains("    controls: lamp"), "\(listed.stdout)")

        let binary = BinaryRunner.productsFolder.appendingPathComponent("homescreen").path
        let session = try await TmuxSession.start(
            command: "\(binary) --clock 2026-11-21T09:41:00Z --speed 0; echo EXIT=$?; sleep 60", environment: environment)
        defer { session.close() }
        _ = try await session.waitFor("9:41")
        // After the six bundled controls.
        try await add(6, named: "Desk Lamp", in: session)
        _ = try await session.waitFor("Lamp ○─ Dark]")
        try await session.send("C")
        try await session.send("Enter")
        _ = try await session.waitFor("Lamp ━● Lit]")
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("lit").path))
        // Quit before the folder goes: a home screen killed with its session writes its state
        // after, into a folder made again.
        try await session.send("Escape")
        try await session.send("q")
        _ = try await session.waitFor("EXIT=0")
    }
}

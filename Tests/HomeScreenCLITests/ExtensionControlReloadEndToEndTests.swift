import Foundation
import HostIO
import Testing
import TestSupport
import WidgetEngine

/// An installed extension's `reloadControls` push on the real binary in tmux (issue 35): a
/// Python program has a widget with a Flip button and a Lamp control. A press of the button
/// (the keyboard, then the mouse) runs its intent in the program, which switches the lamp and
/// writes `{"push": {"kind": "reloadControls", "control": "lamp"}}` before its answer; the
/// controls row then shows the lamp's new value with no other input (nothing else asks a
/// control's value again after a widget's press). A push the program writes later, between
/// requests, is shown too: the run loop wakes for it.
struct ExtensionControlReloadEndToEndTests {
    static let program = """
        #!/usr/bin/env python3
        import json, os, sys, threading
        folder = os.path.dirname(os.path.abspath(__file__))
        state, armed = os.path.join(folder, "lit"), os.path.join(folder, "armed")
        lock = threading.Lock()
        def text(value):
            return {"kind": "text", "runs": [{"kind": "verbatim", "text": value}]}
        def button(intent, title):
            return {"kind": "button", "intent": {"identifier": intent}, "children": [text(title)]}
        def entry():
            words = "Armed" if os.path.exists(armed) else "Switchboard"
            return {"date": 0, "view": {"kind": "stack", "axis": "vertical", "children": [
                text(words), button("flip", "Flip"), button("later", "Later")]}}
        def lamp(is_on):
            return {"title": "Lamp", "isOn": is_on, "value": "Lit" if is_on else "Dark", "intent": "lamp"}
        def send(message):
            with lock:
                print(json.dumps(message), flush=True)
        def push(line):
            send({"version": 1, "push": line})
        def flip():
            if os.path.exists(state):
                os.remove(state)
            else:
                open(state, "w").close()
        def later():
            # Waits, between requests, for the test to say "go" (a named pipe), then switches
            # the lamp and asks for every control's value again: no answer is under way.
            with open(os.path.join(folder, "go")) as pipe:
                pipe.read()
            flip()
            push({"kind": "reloadControls"})
        for line in sys.stdin:
            request = json.loads(line)
            call = request["call"]
            if call["kind"] == "describe":
                result = {"kind": "widgets", "widgets": [{"widget": "switchboard", "displayName": "Switchboard",
                          "families": ["systemSmall"], "placeholders": {"systemSmall": entry()}}],
                          "controls": [{"control": "lamp", "displayName": "Lamp", "preview": lamp(False)}]}
            elif call["kind"] == "controlValue":
                result = {"kind": "control", "template": lamp(os.path.exists(state))}
            elif call["kind"] == "performIntent" and call["intent"] == "flip":
                flip()
                push({"kind": "reloadControls", "control": "lamp"})
                result = {"kind": "performed"}
            elif call["kind"] == "performIntent" and call["intent"] == "later":
                open(armed, "w").close()
                threading.Thread(target=later, daemon=True).start()
                result = {"kind": "performed"}
            elif call["kind"] in ("placeholder", "snapshot"):
                result = {"kind": "entry", "entry": entry()}
            elif call["kind"] == "timeline":
                result = {"kind": "timeline", "timeline": {"entries": [entry()], "policy": {"kind": "never"}}}
            else:
                result = {"kind": "error", "message": "no " + call["kind"]}
            send({"version": 1, "id": request["id"], "result": result})
        """

    @Test(.enabled(if: TmuxSession.isAvailable)) func aWidgetsButtonReloadsTheExtensionsControl() async throws {
        let root = URL(fileURLWithPath: "/tmp/hs-xreload-\(UUID().uuidString.prefix(8))")
        defer { try? FileManager.default.removeItem(at: root) }
        let environment = ExtensionFaultEndToEndTests.environment(root)
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let script = root.appendingPathComponent("switchboard.py")
        try ExecutableScript.write(Self.program, to: script)
        let added = try await BinaryRunner.run(["extension", "add", script.path], environment: environment)
        try #require(added.status == 0, "\(added.stdout)\(added.stderr)")
        let layout = HomeLayout(
            pages: [
                HomePage(items: [
                    .widget(
                        WidgetItem(
                            id: WidgetInstanceID(rawValue: "switchboard-1"), kind: "switchboard", family: .systemSmall, column: 0,
                            row: 0))
                ])
            ], controls: ["lamp"])
        try LayoutFile.save(layout, to: root.appendingPathComponent("config/homescreen/home.toml"))

        let binary = BinaryRunner.productsFolder.appendingPathComponent("homescreen").path
        let session = try await TmuxSession.start(
            command: "\(binary) --clock 2026-11-21T09:41:00Z --speed 0; echo EXIT=$?; sleep 60", environment: environment)
        defer { session.close() }
        _ = try await session.waitFor("Switchboard")
        var screen = try await session.waitFor("Lamp ○─ Dark]")

        // The keyboard: Tab to the widget's button, Enter. The intent switches the lamp on and
        // asks the row to reload it; nothing else is pressed or typed.
        try await session.send("Tab")
        try await session.send("Enter")
        screen = try await session.waitFor("Lamp ━● Lit]")
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("lit").path))
        try await session.send("Escape")

        // The mouse: a click on the button switches it off again.
        try await session.click("Flip", on: screen)
        screen = try await session.waitFor("Lamp ○─ Dark]")
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("lit").path))

        // A push between requests: Later's intent leaves a thread waiting on a named pipe. Once
        // its answer and the widget's new timeline are drawn ("Armed"), the test opens the pipe;
        // the program switches the lamp and pushes a reload of every control, and the run loop
        // (woken by ControlCenter's hook, with no message of its own) asks the lamp again.
        let go = root.appendingPathComponent("go").path
        try #require(mkfifo(go, 0o600) == 0)
        try await session.click("Later", on: screen)
        _ = try await session.waitFor("Armed")
        let pipe = open(go, O_WRONLY | O_NONBLOCK)
        try #require(pipe >= 0, "the program is not waiting on its pipe")
        close(pipe)
        _ = try await session.waitFor("Lamp ━● Lit]")
        try await session.send("q")
        _ = try await session.waitFor("EXIT=0")
    }
}

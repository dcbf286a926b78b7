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
/// requests, is shown too: the run loop wakes for it. And the program's toggle control whose
/// intent fails is seen flipped at once, then flipped back and marked.
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
        fuse = {"title": "Fuse", "isOn": False, "value": "Off", "intent": "fuse"}
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
                          "controls": [{"control": "lamp", "displayName": "Lamp", "preview": lamp(False)},
                                       {"control": "fuse", "displayName": "Fuse", "preview": fuse}]}
            elif call["kind"] == "controlValue" and call["control"] == "fuse":
                result = {"kind": "control", "template": fuse}
            elif call["kind"] == "controlValue":
                result = {"kind": "control", "template": lamp(os.path.exists(state))}
            elif call["kind"] == "performIntent" and call["widget"] == "fuse":
                # Answers once the test has seen the toggle flipped (a named pipe), and fails.
                with open(os.path.join(folder, "blow")) as pipe:
                    pipe.read()
                result = {"kind": "error", "message": "the fuse is blown"}
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

    /// A named pipe in `root` that the program reads, waiting, when the test wants it to.
    private func namedPipe(_ name: String, in root: URL) throws -> String {
        let path = root.appendingPathComponent(name).path
        try #require(mkfifo(path, 0o600) == 0)
        return path
    }

    /// Lets the program waiting on `pipe` go on: opened for writing and closed, its read ends.
    private func release(_ pipe: String) throws {
        let descriptor = open(pipe, O_WRONLY | O_NONBLOCK)
        try #require(descriptor >= 0, "the program is not waiting on \(pipe)")
        close(descriptor)
    }

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
            ], controls: ["lamp", "fuse"])
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
        let go = try namedPipe("go", in: root)
        try await session.click("Later", on: screen)
        _ = try await session.waitFor("Armed")
        try release(go)
        screen = try await session.waitFor("Lamp ━● Lit]")

        // A failing toggle reverts: a click flips the Fuse at once; the program answers (once
        // the flipped toggle is seen) with an error, and the toggle flips back, marked.
        let blow = try namedPipe("blow", in: root)
        try await session.click("Fuse", on: screen)
        _ = try await session.waitFor("Fuse ━● On]")
        try release(blow)
        _ = try await session.waitFor("failed: the fuse is blown")
        _ = try await session.waitFor("Fuse ○─ Off]!")
        try await session.send("q")
        _ = try await session.waitFor("EXIT=0")
    }
}

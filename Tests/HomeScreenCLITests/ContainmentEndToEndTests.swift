import Foundation
import HomeScreenUI
import HostIO
import Testing
import TestSupport
import WidgetEngine

/// Nothing an extension or a script widget does takes the terminal or outlives the screen
/// (issue 33, root causes 1, 2 and 5), through the real binary in tmux: an extension that
/// writes to `/dev/tty`, prompts on it and calls `tcsetpgrp` (it took the terminal's foreground:
/// the screen ignored `?`, `q` and Ctrl-C), a script widget that prompts on `/dev/tty` (drawn
/// over the status bar), an extension that leaves a child in a session of its own, a double
/// fork's grandchild and a child holding its output (all left running after `q`), and Ctrl-S
/// (with the terminal's flow control on, it froze the output).
struct ContainmentEndToEndTests {
    static let script = ExtensionFaultEndToEndTests.script

    @Test(.enabled(if: ExtensionFaultEndToEndTests.isAvailable)) func extensionsAndScriptsCannotTakeTheTerminalOrStayBehind() async throws {
        let root = URL(fileURLWithPath: "/tmp/hs-contain-\(UUID().uuidString.prefix(8))")
        defer { try? FileManager.default.removeItem(at: root) }
        let environment = ExtensionFaultEndToEndTests.environment(root)
        // The marker names what fault-orphans leaves behind (its crash marker argument).
        let marker = root.appendingPathComponent("marker").path
        let python = try #require(ExtensionFaultEndToEndTests.python)
        for kind in ["fault-tty", "fault-orphans"] {
            let added = try await BinaryRunner.run(
                [
                    "extension", "add", python, "--name", kind, "--", Self.script, "--only", kind, "--fault-from", "0", "--crash-marker",
                    marker,
                ],
                environment: environment)
            try #require(added.status == 0, "\(kind): \(added.stdout)\(added.stderr)")
        }
        let prompt = "sh -c 'printf Password: > /dev/tty; read answer < /dev/tty; echo read'"
        func small(_ id: String, _ kind: String, _ slot: Int, _ configuration: ConfigValues = [:]) -> HomeItem {
            .widget(
                WidgetItem(
                    id: WidgetInstanceID(rawValue: id), kind: kind, family: .systemSmall, column: slot % 2 * 2, row: slot / 2 * 2,
                    configuration: configuration))
        }
        let layout = HomeLayout(pages: [
            HomePage(items: [
                small("clock-1", "clock", 0), small("tty-1", "fault-tty", 1), small("orphans-1", "fault-orphans", 2),
                small("prompt-1", "script", 3, ["command": .string(prompt), "title": .string("prompt")]),
            ])
        ])
        try LayoutFile.save(layout, to: root.appendingPathComponent("config/homescreen/home.toml"))
        let binary = BinaryRunner.productsFolder.appendingPathComponent("homescreen").path
        // One shell runs it all, in the session's environment: flow control on, the screen, then
        // the terminal's flow control as the screen left it.
        let run = root.appendingPathComponent("run.sh")
        try """
        stty ixon
        \(binary) --clock 2026-11-21T09:41:00Z --speed 0
        echo EXIT=$?
        stty -a | tr ' ' '\\n' | grep -x -- '-*ixon' | sed 's/^/FLOW=/'
        sleep 60
        """.write(to: run, atomically: true, encoding: .utf8)
        let session = try await TmuxSession.start(command: "sh \(run.path)", environment: environment, width: 100, height: 40)
        defer { session.close() }

        // Each answered from its own session: no terminal to write to, prompt on or take.
        let answered = try await session.waitUntil("both extensions' answers", seconds: 30) {
            $0.contains("no terminal") && $0.contains("orphans left")
        }
        #expect(answered.contains("no terminal: No"), "\(answered)")
        // The script's prompt and read found no terminal; it went on to its last line.
        _ = try await session.waitUntil("the script's output", seconds: 30) { $0.contains(">_ prompt") && $0.contains("read") }
        let screen = try await session.screen()
        #expect(!screen.contains("Password:"), "\(screen)")
        #expect(try await session.display("#{alternate_on}") == "1", "still in full-screen mode")
        #expect(try await session.display("#{pane_title}") != "pwned")

        // Ctrl-S no longer stops the output: the help appears at once.
        try await session.send("C-s")
        try await session.send("?")
        _ = try await session.waitFor("homescreen keys")
        try await session.send("Escape")
        try await session.send("q")
        let after = try await session.waitFor("EXIT=0")
        // Flow control as the shell had it: on again.
        _ = try await session.waitUntil("the terminal's modes after the screen") { $0.contains("FLOW=") }
        #expect(try await session.screen().contains("FLOW=ixon"), "\(after)")

        // Nothing the extensions started is left (each ended with its supervisor).
        var left: [ProcessTable.Entry] = []
        for _ in 0..<200 {
            left = ProcessTable.now().running(marker)
            if left.isEmpty { break }
            try await Task.sleep(for: .milliseconds(50))
        }
        #expect(left.isEmpty, "still running: \(left.map(\.commandLine))")
    }
}

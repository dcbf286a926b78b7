import Foundation
import Testing

/// The terminal is given back as it was, however the home screen ends: `q`, a crash, Ctrl-C,
/// Ctrl-\, and SIGTERM or SIGHUP from outside (issue 19 item 8, issue 24 item 9). A shell in a
/// tmux pane records the tty's modes (`stty -g`) before and after the run; tmux reports the
/// alternate screen, mouse reporting and the cursor's visibility.
struct TerminalRestoreTests {
    enum Ending: String, CaseIterable, CustomTestStringConvertible, Sendable {
        case quitKey, crash, controlC, controlBackslash, sigterm, sighup, sigusr1
        var testDescription: String { rawValue }
    }

    /// What tmux knows of the pane's modes.
    static let modes =
        "alternate=#{alternate_on} cursor=#{cursor_flag} mouse=#{mouse_any_flag}#{mouse_standard_flag}"
        + "#{mouse_button_flag}#{mouse_all_flag}#{mouse_sgr_flag}"

    @Test(.enabled(if: TmuxSession.isAvailable), arguments: Ending.allCases)
    func theTerminalIsRestored(ending: Ending) async throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("hs-tty-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let binary = BinaryRunner.productsFolder.appendingPathComponent("homescreen").path
        let folder = root.path
        // The shell outlives the program: with job control (`set -m`) the program runs in a
        // process group of its own, the terminal's foreground one, so Ctrl-C and Ctrl-\ reach
        // only the program (not this shell, nor the shell tmux started it with).
        let script = """
            set -m
            stty -g > '\(folder)/before'
            echo READY
            read go
            sh -c 'echo $$ > "\(folder)/pid"; exec "\(binary)" --clock 2026-11-21T09:41:00Z --speed 0'
            echo "ENDED $?"
            stty -g > '\(folder)/after'
            exec sleep 60
            """
        try script.write(to: root.appendingPathComponent("run.sh"), atomically: true, encoding: .utf8)
        let session = try await TmuxSession.start(
            command: "sh '\(folder)/run.sh'",
            environment: [
                "XDG_CONFIG_HOME": "\(folder)/config", "XDG_STATE_HOME": "\(folder)/state",
                "XDG_RUNTIME_DIR": folder, "TZ": "UTC", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8",
                "TERM": "xterm-256color",
            ])
        defer { session.close() }
        _ = try await session.waitFor("READY")
        let before = try await session.display(Self.modes)
        #expect(before == "alternate=0 cursor=1 mouse=00000")
        try await session.send("Enter")
        _ = try await session.waitFor("pages 1-2/4")
        // The home screen changed them all (else their return would prove nothing).
        let running = try await session.display(Self.modes)
        #expect(running.hasPrefix("alternate=1 cursor=0 mouse="))
        #expect(running != before)
        let pid = try String(contentsOf: root.appendingPathComponent("pid"), encoding: .utf8).trimmingCharacters(
            in: .whitespacesAndNewlines)
        switch ending {
        case .quitKey: try await session.send("q")
        case .controlC: try await session.send("C-c")
        case .controlBackslash: try await session.send("C-\\")
        case .crash: _ = system("kill -SEGV \(pid)")
        case .sigterm: _ = system("kill -TERM \(pid)")
        case .sighup: _ = system("kill -HUP \(pid)")
        case .sigusr1: _ = system("kill -USR1 \(pid)") // one of the other signals that end a process
        }
        let ended = try await session.waitFor("ENDED")
        let ttyAfter = try await session.waitForLines(in: root.appendingPathComponent("after").path)
        #expect(try await session.display(Self.modes) == before, "\(ending): \(ended)")
        let ttyBefore = try String(contentsOf: root.appendingPathComponent("before"), encoding: .utf8)
        #expect(ttyAfter == ttyBefore, "\(ending)")
        // A crash, or a signal the program does not quit on, still ends it as the signal does
        // (after the restore); the others quit cleanly.
        let status: Int32 = [Ending.crash: 128 + SIGSEGV, .sigusr1: 128 + SIGUSR1][ending] ?? 0
        #expect(ended.contains("ENDED \(status)"), "\(ended)")
    }
}

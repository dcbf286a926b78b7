import CellGrid
import Foundation
import Testing
import TestSupport

/// A detached tmux session running one command, read with `capture-pane`.
///
/// Every session has a tmux server of its own (`tmux -S` on a socket in a folder of its own,
/// no `~/.tmux.conf`), started with a clean environment: `HOME`, the XDG folders and
/// `XDG_RUNTIME_DIR` in that folder, `LANG` and `LC_ALL` `C.UTF-8`, `TERM` `xterm-256color`,
/// `TZ` `UTC`; the test's `environment` is applied over those. Nothing of the developer's
/// shell, tmux server or home folder reaches the program.
///
/// Waiting is for output to appear (polled, with an upper bound), never a fixed sleep standing
/// in for an assertion.
struct TmuxSession {
    struct Timeout: Error, CustomStringConvertible {
        var expected: String
        var screen: String
        var description: String { "\"\(expected)\" did not appear; the screen was:\n\(screen)" }
    }

    let name = "hs-test-\(UUID().uuidString.prefix(8))"
    /// The session's own folder: the tmux socket, and the home and XDG folders of the program.
    let root: URL
    /// The socket of the session's tmux server.
    var socket: String { root.appendingPathComponent("tmux").path }

    private init() {
        // Short: a socket's path is limited to about 100 bytes.
        root = URL(fileURLWithPath: "/tmp/hs-tmux-\(UUID().uuidString.prefix(8))")
    }

    static var isAvailable: Bool {
        ["/usr/bin/tmux", "/usr/local/bin/tmux"].contains { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Starts `command` in a new detached session, with `environment` over the clean one.
    static func start(command: String, environment: [String: String], width: Int = 100, height: Int = 40) async throws -> TmuxSession {
        let session = TmuxSession()
        let manager = FileManager.default
        for folder in ["home", "run"] {
            try manager.createDirectory(
                at: session.root.appendingPathComponent(folder), withIntermediateDirectories: true,
                attributes: [.posixPermissions: 0o700])
        }
        let clean = BinaryRunner.cleanEnvironment(root: session.root).merging(["TERM": "xterm-256color"]) { $1 }
        let merged = clean.merging(environment) { $1 }
        let exports = merged.sorted { $0.key < $1.key }.map { "\($0.key)=\(quoted($0.value))" }.joined(separator: " ")
        // The tmux server started here outlives the call: it must not inherit a pipe we read to
        // its end. `env -i`: the program sees only the variables given here, whatever the
        // server's own environment holds.
        try await session.tmux(
            [
                "new-session", "-d", "-s", session.name, "-x", "\(width)", "-y", "\(height)",
                "env -i \(exports) \(command)",
            ], capture: false)
        return session
    }

    /// The built `homescreen` at 09:41 on 21 November 2026 (the clock stopped), its config and
    /// state in `root`, in UTC and UTF-8; the shell says `EXIT=` and its status when it ends.
    static func startHomeScreen(
        in root: URL, width: Int = 100, height: Int = 40, arguments: [String] = []
    ) async throws -> TmuxSession {
        let binary = BinaryRunner.productsFolder.appendingPathComponent("homescreen").path
        let extra = arguments.map { " " + $0 }.joined()
        return try await start(
            command: "\(binary) --clock 2026-11-21T09:41:00Z --speed 0\(extra); echo EXIT=$?; sleep 60",
            environment: [
                "XDG_CONFIG_HOME": root.appendingPathComponent("config").path,
                "XDG_STATE_HOME": root.appendingPathComponent("state").path,
                "TZ": "UTC", "LANG": "C.UTF-8", "TERM": "xterm-256color",
            ], width: width, height: height)
    }

    func send(_ keys: String) async throws {
        try await tmux(["send-keys", "-t", name, keys], capture: false)
    }

    /// A mouse report as a terminal sends it with SGR mouse reporting (cells counted from 0
    /// here, from 1 in the report): `button` 0 is the primary button (`released` for its
    /// release), 64 and 65 the wheel up and down.
    func mouse(_ button: Int, at point: CellPoint, released: Bool = false) async throws {
        try await send("\u{1B}[<\(button);\(point.x + 1);\(point.y + 1)\(released ? "m" : "M")")
    }

    /// A click at `point`, a press and a release (`count` of them at once: 2 is a double click).
    func click(at point: CellPoint, count: Int = 1) async throws {
        let cell = "\(point.x + 1);\(point.y + 1)"
        try await send(String(repeating: "\u{1B}[<0;\(cell)M\u{1B}[<0;\(cell)m", count: count))
    }

    /// Clicks where `label` shows on `screen` (its first cell, on the first row showing it).
    func click(_ label: String, on screen: String) async throws {
        let rows = screen.split(separator: "\n", omittingEmptySubsequences: false)
        let row = try #require(rows.firstIndex { $0.contains(label) }, "no \(label) on the screen:\n\(screen)")
        let line = rows[row]
        let column = DisplayWidth.of(String(line[..<(try #require(line.range(of: label))).lowerBound]))
        try await click(at: CellPoint(x: column, y: row))
    }

    /// Resizes the window (and so the pane) to `width` x `height`: the program gets SIGWINCH.
    func resize(width: Int, height: Int) async throws {
        try await tmux(["resize-window", "-t", name, "-x", "\(width)", "-y", "\(height)"], capture: false)
    }

    func screen() async throws -> String {
        try await tmux(["capture-pane", "-p", "-t", name])
    }

    /// The screen with its colors and attributes as escape sequences (`capture-pane -e`):
    /// tmux keeps the colors the program sent, 24-bit ones as `38;2;r;g;b`.
    func coloredScreen() async throws -> String {
        try await tmux(["capture-pane", "-e", "-p", "-t", name])
    }

    /// tmux's value of `format` for the pane (`#{alternate_on}`, `#{pane_tty}`).
    func display(_ format: String) async throws -> String {
        try await tmux(["display-message", "-p", "-t", name, format]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The screen once it contains `text`; polls every 50 ms for at most 20 s.
    func waitFor(_ text: String) async throws -> String {
        var last = ""
        for _ in 0..<400 {
            last = try await screen()
            if last.contains(text) { return last }
            try await Task.sleep(for: .milliseconds(50))
        }
        throw Timeout(expected: text, screen: last)
    }

    /// The screen once `isReached` holds for it; polls every 50 ms for at most `seconds`.
    /// `what` says what was waited for when it never came.
    func waitUntil(_ what: String, seconds: Int = 20, _ isReached: (String) -> Bool) async throws -> String {
        var last = ""
        for _ in 0..<(seconds * 20) {
            last = try await screen()
            if isReached(last) { return last }
            try await Task.sleep(for: .milliseconds(50))
        }
        throw Timeout(expected: what, screen: last)
    }

    /// Ends the session and its server, and removes its folder (synchronous, for `defer`):
    /// `system` forks and waits on its own, with none of Foundation's process bookkeeping.
    func close() {
        _ = system("timeout 5 tmux -S '\(socket)' kill-server >/dev/null 2>&1")
        try? FileManager.default.removeItem(at: root)
    }

    /// The text of the file at `path` once it holds whole lines (it ends with a newline: a
    /// shell's redirection creates the file before the command writes to it); polls every
    /// 50 ms for at most 10 s.
    func waitForLines(in path: String) async throws -> String {
        var text = ""
        for _ in 0..<200 {
            text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
            if text.hasSuffix("\n") { return text }
            try await Task.sleep(for: .milliseconds(50))
        }
        throw Timeout(expected: "whole lines in \(path)", screen: text)
    }

    private static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    @discardableResult
    private func tmux(_ arguments: [String], capture: Bool = true) async throws -> String {
        // A wedged tmux must not hang the test run: every call gets 5 seconds. The output goes
        // to a file, not a pipe: a server started by `new-session` keeps its descriptors open.
        let file = root.appendingPathComponent("out-\(UUID().uuidString.prefix(8))")
        defer { try? FileManager.default.removeItem(at: file) }
        let redirect = capture ? "> \(Self.quoted(file.path))" : "> /dev/null"
        let command = (["tmux", "-S", socket, "-f", "/dev/null"] + arguments).map(Self.quoted).joined(separator: " ")
        // tmux itself runs with the clean environment too: the server copies it into its
        // global environment, and `TMUX` from a developer's own session must not send the
        // commands there.
        _ = try await ChildProcess.run(
            "/bin/sh", ["-c", "timeout 5 \(command) \(redirect) 2>/dev/null < /dev/null"],
            environment: BinaryRunner.cleanEnvironment(root: root))
        return capture ? ((try? String(contentsOf: file, encoding: .utf8)) ?? "") : ""
    }
}

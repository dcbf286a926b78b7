import Foundation
import TestSupport

/// A detached tmux session running one command, read with `capture-pane`.
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

    static var isAvailable: Bool {
        ["/usr/bin/tmux", "/usr/local/bin/tmux"].contains { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Starts `command` in a new detached session.
    static func start(command: String, environment: [String: String], width: Int = 100, height: Int = 40) async throws -> TmuxSession {
        let session = TmuxSession()
        let exports = environment.map { "\($0.key)='\($0.value)'" }.joined(separator: " ")
        // The tmux server started here outlives the call: it must not inherit a pipe we read to
        // its end.
        try await tmux(["new-session", "-d", "-s", session.name, "-x", "\(width)", "-y", "\(height)", "env \(exports) \(command)"],
                       capture: false)
        return session
    }

    func send(_ keys: String) async throws {
        try await Self.tmux(["send-keys", "-t", name, keys], capture: false)
    }

    func screen() async throws -> String {
        try await Self.tmux(["capture-pane", "-p", "-t", name])
    }

    /// tmux's value of `format` for the pane (`#{alternate_on}`, `#{pane_tty}`).
    func display(_ format: String) async throws -> String {
        try await Self.tmux(["display-message", "-p", "-t", name, format]).trimmingCharacters(in: .whitespacesAndNewlines)
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

    /// Ends the session (synchronous, for `defer`): `system` forks and waits on its own, with
    /// none of Foundation's process bookkeeping.
    func close() {
        _ = system("timeout 5 tmux kill-session -t '\(name)' >/dev/null 2>&1")
    }

    /// Waits until `path` exists; polls every 50 ms for at most 10 s.
    func waitForFile(_ path: String) async throws {
        for _ in 0..<200 where !FileManager.default.fileExists(atPath: path) {
            try await Task.sleep(for: .milliseconds(50))
        }
    }

    @discardableResult
    private static func tmux(_ arguments: [String], capture: Bool = true) async throws -> String {
        // A wedged tmux must not hang the test run: every call gets 5 seconds. The output goes
        // to a file, not a pipe: a server started by `new-session` keeps its descriptors open.
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("tmux-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: file) }
        let redirect = capture ? "> '\(file.path)'" : "> /dev/null"
        let quoted = arguments.map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }.joined(separator: " ")
        _ = try await ChildProcess.run("/bin/sh", ["-c", "timeout 5 tmux \(quoted) \(redirect) 2>/dev/null < /dev/null"])
        return capture ? ((try? String(contentsOf: file, encoding: .utf8)) ?? "") : ""
    }
}

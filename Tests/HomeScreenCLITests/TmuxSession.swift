import Foundation

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

    init(command: String, environment: [String: String], width: Int = 100, height: Int = 40) throws {
        let exports = environment.map { "\($0.key)='\($0.value)'" }.joined(separator: " ")
        // The tmux server started here outlives the call: it must not inherit a pipe we read to
        // its end.
        try Self.tmux(["new-session", "-d", "-s", name, "-x", "\(width)", "-y", "\(height)", "env \(exports) \(command)"], capture: false)
    }

    func send(_ keys: String) throws {
        try Self.tmux(["send-keys", "-t", name, keys], capture: false)
    }

    func screen() throws -> String {
        try Self.tmux(["capture-pane", "-p", "-t", name])
    }

    /// The screen once it contains `text`; polls every 50 ms for at most 20 s.
    func waitFor(_ text: String) throws -> String {
        var last = ""
        for _ in 0..<400 {
            last = try screen()
            if last.contains(text) { return last }
            usleep(50_000)
        }
        throw Timeout(expected: text, screen: last)
    }

    func close() {
        _ = try? Self.tmux(["kill-session", "-t", name], capture: false)
    }

    @discardableResult
    private static func tmux(_ arguments: [String], capture: Bool = true) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        // A wedged tmux must not hang the test run: every call gets 5 seconds.
        process.arguments = ["timeout", "5", "tmux"] + arguments
        process.standardError = FileHandle.nullDevice
        guard capture else {
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            return ""
        }
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}

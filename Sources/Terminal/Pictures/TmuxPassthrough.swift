import Containment
import Foundation
#if canImport(Glibc)
    import Glibc
#endif

/// tmux's passthrough: a sequence meant for the terminal tmux runs in is sent as
/// `ESC Ptmux; … ESC \` with every ESC inside doubled. tmux forwards it only when its
/// `allow-passthrough` option is `on` (or `all`); its default is off.
enum TmuxPassthrough {
    /// `sequence` wrapped for tmux.
    static func wrap(_ sequence: [UInt8]) -> [UInt8] {
        var wrapped = Array("\u{1B}Ptmux;".utf8)
        wrapped.reserveCapacity(sequence.count + sequence.count / 64 + 10)
        for byte in sequence {
            if byte == 0x1B { wrapped.append(0x1B) }
            wrapped.append(byte)
        }
        wrapped.append(contentsOf: [0x1B, UInt8(ascii: "\\")])
        return wrapped
    }

    /// Whether tmux's answer to `show -gv allow-passthrough` allows passthrough.
    static func allows(answer: String) -> Bool {
        let value = answer.trimmingCharacters(in: .whitespacesAndNewlines)
        return value == "on" || value == "all"
    }

    /// Asks the tmux server (`tmux show -gv allow-passthrough`), waiting at most `milliseconds`;
    /// nil when tmux cannot be run or does not answer in time (the child is then killed).
    static func isAllowed(milliseconds: Int32 = 300) -> Bool? {
        // Asked from a session of its own: tmux gets no terminal to open, only a pipe to answer on.
        let spawn = ProgramSpawn(
            arguments: ["tmux", "show", "-gv", "allow-passthrough"], session: .detached, input: .null, output: .pipe, errors: .null)
        guard let started = try? spawn.spawn(), let answer = started.output else { return nil }
        defer { close(answer) }
        let child = started.pid
        var output: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 256)
        var finished = false
        var remaining = milliseconds
        while remaining > 0 {
            var descriptor = pollfd(fd: answer, events: Int16(POLLIN), revents: 0)
            let start = monotonicMilliseconds()
            let ready = poll(&descriptor, 1, remaining)
            remaining -= Int32(clamping: monotonicMilliseconds() - start)
            if ready < 0, errno == EINTR { continue }
            guard ready > 0 else { break }
            let count = chunk.withUnsafeMutableBytes { read(answer, $0.baseAddress, $0.count) }
            if count <= 0 {
                finished = true
                break
            }
            output.append(contentsOf: chunk[0..<count])
        }
        if !finished { kill(child, SIGKILL) }
        var status: Int32 = 0
        _ = waitpid(child, &status, 0)
        guard finished else { return nil }
        return allows(answer: String(decoding: output, as: UTF8.self))
    }
}

/// Milliseconds of the monotonic clock (bounded waits at start; the run loop's clock is not here).
func monotonicMilliseconds() -> Int64 {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return Int64(now.tv_sec) * 1000 + Int64(now.tv_nsec) / 1_000_000
}

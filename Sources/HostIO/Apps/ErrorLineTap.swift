import Foundation
#if canImport(Glibc)
    import Glibc
#endif

/// Passes what a program writes to standard error through to the home screen's own (the
/// terminal), keeping the first line that is not blank.
///
/// A thread copies from the pipe until its end; the program's descendants (a browser
/// `xdg-open` started) may hold the pipe open long after the program exits, so
/// ``firstLine()`` does not wait for the end: it reads what is in the pipe now, which once the
/// program has exited holds everything it wrote.
final class ErrorLineTap: @unchecked Sendable {
    private let descriptor: Int32
    private let lock = NSLock()
    private var pending = Data()
    private var line: String?
    private var ended = false

    /// The longest line kept, in characters.
    static let limit = 200

    /// Taps the read end `descriptor` of the program's standard error (closed at its end).
    init(descriptor: Int32) {
        self.descriptor = descriptor
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
        Thread.detachNewThread { [self] in copyUntilEnd() }
    }

    /// The first line that is not blank, of what the program has written so far.
    func firstLine() -> String? {
        lock.lock()
        defer { lock.unlock() }
        drain()
        if line == nil, !pending.isEmpty { take(pending) }
        return line
    }

    private func copyUntilEnd() {
        var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        while true {
            let ready = poll(&poller, 1, -1)
            if ready < 0, errno == EINTR { continue }
            lock.lock()
            drain()
            let done = ended || ready < 0
            lock.unlock()
            if done { break }
        }
        close(descriptor)
    }

    /// Reads what is in the pipe now (the lock held): copies it to standard error and looks
    /// for the first line.
    private func drain() {
        guard !ended else { return }
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(descriptor, &buffer, buffer.count)
            if count > 0 {
                var written = 0
                while written < count {
                    let result = buffer.withUnsafeBytes { raw -> Int in
                        guard let base = raw.baseAddress else { return -1 }
                        return write(STDERR_FILENO, base + written, count - written)
                    }
                    if result <= 0 { break }
                    written += result
                }
                guard line == nil else { continue }
                pending.append(contentsOf: buffer[0..<count])
                while line == nil, let newline = pending.firstIndex(of: 10) {
                    take(pending[pending.startIndex..<newline])
                    pending = Data(pending[(newline + 1)...])
                }
                if line != nil || pending.count > 4096 {
                    if line == nil { take(pending) }
                    pending = Data()
                }
            } else if count < 0, errno == EINTR {
                continue
            } else {
                if count == 0 { ended = true }
                return
            }
        }
    }

    /// Keeps `bytes` as the line when it is not blank.
    private func take(_ bytes: Data) {
        // Escape sequences (a color) and control characters never reach the toast.
        let plain = String(decoding: bytes, as: UTF8.self)
            .replacingOccurrences(of: "\u{1B}\\[[0-9;?]*[ -/]*[@-~]", with: "", options: .regularExpression)
        let scalars = plain.unicodeScalars.filter { !CharacterSet.controlCharacters.contains($0) }
        let text = String(String.UnicodeScalarView(scalars)).trimmingCharacters(in: .whitespaces)
        guard !text.isEmpty else { return }
        line = text.count > Self.limit ? String(text.prefix(Self.limit - 1)) + "…" : text
    }
}

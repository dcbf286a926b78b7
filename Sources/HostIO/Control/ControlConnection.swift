import Foundation

/// One connection to a running home screen kept open for many messages (see
/// ``ControlMessage/keepOpenLine``): each ``send(_:)`` writes one line and reads its answer,
/// in order. What `homescreen activity update --follow` and `homescreen run` send their
/// updates over, so that the home screen takes no new connection per update. Blocking, with a
/// timeout per answer: use it off the main actor.
public final class ControlConnection {
    /// The socket's path.
    public let path: String
    private var fd: Int32
    private let timeout: TimeInterval
    /// What came after the last answer's newline.
    private var received: [UInt8] = []

    /// Connects to the home screen listening at `path` and asks it to keep the connection
    /// open. Throws as ``ControlClient/send(_:to:timeout:)`` does.
    public convenience init(path: String, timeout: TimeInterval = 5) throws(ControlError) {
        try self.init(path: path, timeout: timeout, keepingOpen: true)
    }

    /// Connects, checking that the socket is this user's own; with `keepingOpen`, asks for
    /// more than one answer.
    init(path: String, timeout: TimeInterval, keepingOpen: Bool) throws(ControlError) {
        self.path = path
        self.timeout = timeout
        try UnixSocket.checkOwnSocket(at: path)
        fd = try UnixSocket.connect(to: path)
        // The path may have been swapped since it was checked: the peer must be this user too.
        guard UnixSocket.peerUser(fd) == getuid() else {
            close()
            throw .notOurs(path: path, reason: "is served by another user")
        }
        UnixSocket.setTimeout(fd, seconds: timeout)
        guard keepingOpen else { return }
        let reply = try exchange(Array((ControlMessage.keepOpenLine + "\n").utf8), last: false)
        guard reply.ok else {
            close()
            throw .badAnswer(path: path, reason: "would not keep the connection open: \(reply.printableMessage)")
        }
    }

    deinit { close() }

    /// The connection's descriptor (-1 once closed).
    var descriptor: Int32 { fd }
    /// Whether the connection is still open.
    var isOpen: Bool { fd >= 0 }

    /// Keeps bytes read after the last answer.
    func appendReceived(_ bytes: ArraySlice<UInt8>) {
        received += bytes
    }

    /// The next whole line received, as a reply (one that is not a reply reads as a refusal
    /// saying so); nil: no whole line yet.
    func takeLine() -> ControlReply? {
        guard let end = received.firstIndex(of: UInt8(ascii: "\n")) else { return nil }
        let line = String(decoding: received[..<end], as: UTF8.self)
        received.removeSubrange(...end)
        return ControlReply(line: line) ?? ControlReply(ok: false, message: "answered \"\(ControlReply.visible(line))\"")
    }

    /// Sends `message` and answers the home screen's reply. After an error the connection is
    /// closed: make a new one.
    public func send(_ message: ControlMessage) throws(ControlError) -> ControlReply {
        try exchange(Array((message.line + "\n").utf8), last: false)
    }

    /// Closes the connection (the home screen sees its end).
    public func close() {
        guard fd >= 0 else { return }
        Glibc.close(fd)
        fd = -1
    }

    /// Writes `bytes` (one line) and reads one answer line; `last` shuts the sending side
    /// first, so the home screen closes the connection as soon as it has answered.
    func exchange(_ bytes: [UInt8], last: Bool) throws(ControlError) -> ControlReply {
        do throws(ControlError) {
            guard fd >= 0 else { throw .badAnswer(path: path, reason: "closed the connection") }
            guard UnixSocket.write(bytes, to: fd) else {
                throw .badAnswer(path: path, reason: "closed the connection before the message was sent")
            }
            if last { shutdown(fd, Int32(SHUT_WR)) }
            return try readReply()
        } catch {
            close()
            throw error
        }
    }

    /// Reads one answer line (waiting up to the timeout); throws when none comes.
    func readReply() throws(ControlError) -> ControlReply {
        var chunk = [UInt8](repeating: 0, count: 4_096)
        while !received.contains(UInt8(ascii: "\n")), received.count < ControlListener.maximumMessage {
            let count = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if count < 0, errno == EINTR { continue }
            if count < 0, errno == EAGAIN || errno == EWOULDBLOCK {
                throw .badAnswer(path: path, reason: "did not answer within \(Int(timeout)) s")
            }
            guard count > 0 else { break }
            received += chunk[0..<count]
        }
        let end = received.firstIndex(of: UInt8(ascii: "\n"))
        let line = String(decoding: received[..<(end ?? received.endIndex)], as: UTF8.self)
        received.removeSubrange(..<(end.map { $0 + 1 } ?? received.endIndex))
        guard let reply = ControlReply(line: line) else {
            throw .badAnswer(
                path: path, reason: line.isEmpty ? "closed the connection without an answer" : "answered \"\(ControlReply.visible(line))\"")
        }
        return reply
    }
}

import Dispatch
import Foundation
import Logging

/// The running home screen's control socket: a Unix domain socket (mode 0600, owner only)
/// that `homescreen reload` and `homescreen donate` send ``ControlMessage``s to.
///
/// It lives on the main queue: a Dispatch read source on the listening socket wakes only when
/// a client connects, another on each connection only when it sends; nothing polls and nothing
/// wakes while idle. A connection sends one line and gets one line back, then is closed. A
/// malformed line is answered with the reason and logged; it never stops the listener. Only
/// processes of the same user are answered.
///
/// A socket left by a run that crashed (nobody answers on it) is replaced; a live one (another
/// home screen) or a path that is not this user's socket is left alone and reported. The
/// socket file is removed by ``close()`` — if it is still the one this listener made.
@MainActor
public final class ControlListener {
    /// Answers a message (on the main actor).
    public typealias Handler = @MainActor (ControlMessage) -> ControlReply

    /// The longest message accepted, in bytes.
    nonisolated static let maximumMessage = 64 * 1_024
    /// Connections served at once; more are closed at once.
    static let maximumConnections = 16

    /// The socket's path.
    public let path: String
    private let handler: Handler
    private let logger = Logger(label: "homescreen.control")
    private var listening: Int32
    private var source: (any DispatchSourceRead)?
    private var connections: [Int32: Connection] = [:]
    /// Connections whose line had not arrived when they were taken, so that a read source
    /// waited for it (most lines are there at once: see ``acceptAll()``).
    private(set) var linesWaitedFor = 0
    /// The socket file made (device and inode), so ``close()`` removes only that one.
    private let identity: (device: UInt64, inode: UInt64)?

    private final class Connection {
        /// The read source waiting for the rest of its line (nil while it is read at once).
        var source: (any DispatchSourceRead)?
        var received = ControlLineBuffer(limit: ControlListener.maximumMessage)
    }

    /// Listens at `path`, answering each message with `handler`.
    public init(path: String, handler: @escaping Handler) throws(ControlError) {
        self.path = path
        self.handler = handler
        try Self.clearStaleSocket(at: path)
        let folder = (path as NSString).deletingLastPathComponent
        try? FileManager.default.createDirectory(
            atPath: folder, withIntermediateDirectories: true,
            attributes: [.posixPermissions: 0o700])
        let fd = try UnixSocket.make(path: path)
        let bound = try UnixSocket.withAddress(path) { bind(fd, $0, $1) }
        guard bound == 0 else {
            let code = errno
            Glibc.close(fd)
            throw .system(call: "bind", path: path, errno: code)
        }
        // Owner only, before anyone can connect: a bound socket refuses connections until listen.
        guard chmod(path, 0o600) == 0, listen(fd, 8) == 0 else {
            let code = errno
            Glibc.close(fd)
            unlink(path)
            throw .system(call: "listen", path: path, errno: code)
        }
        UnixSocket.setNonBlocking(fd)
        listening = fd
        var info = stat()
        identity = lstat(path, &info) == 0 ? (UInt64(info.st_dev), UInt64(info.st_ino)) : nil
        let source = DispatchSource.makeReadSource(fileDescriptor: fd, queue: .main)
        source.setEventHandler { [weak self] in MainActor.assumeIsolated { self?.acceptAll() } }
        source.setCancelHandler { Glibc.close(fd) }
        source.resume()
        self.source = source
        logger.info("listening for reload and donate requests at \(path)")
    }

    /// Stops listening, closes every connection and removes the socket file (when it is
    /// still the one this listener made).
    public func close() {
        guard let source else { return }
        source.cancel()
        self.source = nil
        for (fd, connection) in connections {
            if let source = connection.source { source.cancel() } else { Glibc.close(fd) }
        }
        connections.removeAll()
        var info = stat()
        if let identity, lstat(path, &info) == 0, UInt64(info.st_dev) == identity.device, UInt64(info.st_ino) == identity.inode {
            unlink(path)
        }
    }

    /// Removes a socket nobody answers on (left by a run that crashed). A live socket, or a
    /// path that is not a socket of this user, is an error and stays.
    static func clearStaleSocket(at path: String) throws(ControlError) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return }
        guard info.st_mode & S_IFMT == S_IFSOCK else { throw .notOurs(path: path, reason: "exists and is not a socket") }
        guard info.st_uid == getuid() else { throw .notOurs(path: path, reason: "belongs to another user") }
        do throws(ControlError) {
            let fd = try UnixSocket.connect(to: path)
            Glibc.close(fd)
            throw ControlError.alreadyListening(path: path)
        } catch .notRunning {
            unlink(path)
        }
    }

    /// Takes every waiting client. A client sends its line as soon as it is connected, so by
    /// the time the connection is taken the line is usually there: it is read and answered at
    /// once, on this thread, with no read source for the connection (whose arming and
    /// cancelling cost Dispatch's event thread and this one two more wakeups each). Only a
    /// line still on its way gets a read source.
    private func acceptAll() {
        while true {
            let fd = accept(listening, nil, nil)
            guard fd >= 0 else { return } // EAGAIN: every waiting client is taken
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
            guard connections.count < Self.maximumConnections else {
                logger.warning("control socket: too many connections at once; one was closed")
                Glibc.close(fd)
                continue
            }
            guard UnixSocket.peerUser(fd) == getuid() else {
                logger.warning("control socket: refused a connection from another user")
                Glibc.close(fd)
                continue
            }
            UnixSocket.setNonBlocking(fd)
            connections[fd] = Connection()
            guard read(fd) else { continue }
            linesWaitedFor += 1
            let source = DispatchSource.makeReadSource(fileDescriptor: fd, queue: .main)
            source.setEventHandler { [weak self] in MainActor.assumeIsolated { _ = self?.read(fd) } }
            source.setCancelHandler { Glibc.close(fd) }
            connections[fd]?.source = source
            source.resume()
        }
    }

    /// Reads what a client sent; answers once a whole line (or the end) has come. True while
    /// the line is incomplete (wait for the rest).
    private func read(_ fd: Int32) -> Bool {
        guard let connection = connections[fd] else { return false }
        var chunk = [UInt8](repeating: 0, count: 4_096)
        var ended = false
        while true {
            let count = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if count > 0 {
                connection.received.append(chunk[0..<count])
                if connection.received.isDecided { break }
                continue
            }
            if count < 0, errno == EINTR { continue }
            ended = count == 0 || (errno != EAGAIN && errno != EWOULDBLOCK)
            break
        }
        let line: String
        switch connection.received.state(ended: ended) {
        case .incomplete: return true
        case .tooLong:
            finish(fd, ControlReply(ok: false, message: "message longer than \(Self.maximumMessage) bytes"), rejected: "too long")
            return false
        case let .line(text): line = text
        }
        do {
            let message = try ControlMessage(line: line)
            logger.log(level: message.logLevel, "control socket: \(message.summary)")
            finish(fd, handler(message), rejected: nil)
        } catch {
            finish(fd, ControlReply(ok: false, message: error.description), rejected: error.description)
        }
        return false
    }

    private func finish(_ fd: Int32, _ reply: ControlReply, rejected reason: String?) {
        if let reason { logger.warning("control socket: rejected a message: \(reason)") }
        // Only to a connection still open (``close()`` may have run in the handler).
        guard let connection = connections.removeValue(forKey: fd) else { return }
        UnixSocket.write(Array((reply.line + "\n").utf8), to: fd)
        if let source = connection.source { source.cancel() } else { Glibc.close(fd) }
    }
}

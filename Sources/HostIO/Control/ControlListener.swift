import Dispatch
import Foundation
import Logging

/// The running home screen's control socket: a Unix domain socket (mode 0600, owner only)
/// that `homescreen reload`, `donate` and `activity` send ``ControlMessage``s to.
///
/// It is served by a thread of its own (``ControlConnections``), asleep in `poll` until a
/// client connects or sends: it takes the connection, reads its line, and answers a message
/// that `answerHere` answers (a running activity's plain update: see ``ActivityInbox``) at
/// once, on that thread; every other message is answered by `handler` on the main queue. A
/// connection sends one line and gets one line back, then is closed, unless it asked to stay
/// open (``ControlMessage/keepOpenLine``): then each of its lines gets one line back, in order,
/// until the client closes it. A malformed line is answered with the reason and logged (and
/// closes its connection); it never stops the listener. Only processes of the same
/// user are answered. Nothing polls and nothing wakes while idle.
///
/// A socket left by a run that crashed (nobody answers on it) is replaced; a live one (another
/// home screen) or a path that is not this user's socket is left alone and reported. The
/// socket file is removed by ``close()`` — if it is still the one this listener made.
@MainActor
public final class ControlListener {
    /// Answers a message (on the main actor).
    public typealias Handler = @MainActor (ControlMessage) -> ControlReply
    /// Answers a message on the listener's own thread; nil: ``Handler`` answers it.
    public typealias AnswerHere = @Sendable (ControlMessage) -> ControlReply?

    /// The longest message accepted, in bytes.
    nonisolated static let maximumMessage = 64 * 1_024
    /// Connections served at once, kept-open ones included; more are closed at once.
    nonisolated static let maximumConnections = 16

    /// The socket's path.
    public let path: String
    private let handler: Handler
    private let logger = Logger(label: "homescreen.control")
    private var connections: ControlConnections?
    /// The socket file made (device and inode), so ``close()`` removes only that one.
    private let identity: (device: UInt64, inode: UInt64)?

    /// Connections whose line had not arrived when they were taken, so that the thread waited
    /// for it (most lines are there at once).
    var linesWaitedFor: Int { connections?.linesWaitedFor ?? 0 }

    /// Listens at `path`, answering each message with `answerHere` on the listener's thread
    /// where it answers, else with `handler` on the main queue. Connections that ask to feed an
    /// activity go to `feeds` (nil: they are refused, and their clients send one message an
    /// update).
    public init(path: String, answerHere: AnswerHere? = nil, feeds: ActivityFeeds? = nil, handler: @escaping Handler) throws(ControlError) {
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
        var info = stat()
        identity = lstat(path, &info) == 0 ? (UInt64(info.st_dev), UInt64(info.st_ino)) : nil
        let connections: ControlConnections
        do throws(ControlError) {
            connections = try ControlConnections(listening: fd, path: path, answerHere: answerHere, feeds: feeds) { [weak self] message in
                self?.answer(message)
            }
        } catch {
            Glibc.close(fd)
            unlink(path)
            throw error
        }
        self.connections = connections
        connections.start()
        logger.info("listening for reload and donate requests at \(path)")
    }

    /// The handler's reply; nil once the listener is closed.
    private func answer(_ message: ControlMessage) -> ControlReply? {
        guard connections != nil else { return nil }
        return handler(message)
    }

    /// Stops listening (the thread ends), closes every connection and removes the socket file
    /// (when it is still the one this listener made).
    public func close() {
        guard let connections else { return }
        self.connections = nil
        connections.stop()
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
}

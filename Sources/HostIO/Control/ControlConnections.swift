import Dispatch
import Foundation
import Logging
import Synchronization

/// The control socket's thread (see ``ControlListener``): asleep in one `poll` on the
/// listening socket, the connections whose next line is still on its way and a pipe that stops
/// or wakes it.
///
/// A client sends its line as soon as it is connected, so the line is usually there when the
/// connection is taken: it is read, decoded and answered on the same wakeup. A message the
/// listener's `answerHere` answers (a running activity's plain update) costs this one thread one
/// wakeup and nothing else: no Dispatch source is armed or cancelled, and the main thread does
/// not wake. Any other message is handed to the main queue with its connection, which the main
/// thread answers. A connection is then closed, unless its client asked to keep it open
/// (``ControlMessage/keepOpenLine``): then its next lines are answered in order, one at a time
/// (the next is read only once the last is answered, here or on the main thread), until the
/// client closes its side. Lines a client sent ahead wait in its buffer. A kept-open connection
/// that asks to feed an activity (``ControlMessage/activityFeed(id:)``) is answered once and
/// handed to ``ActivityFeeds``, which the main thread reads; this thread never reads it again.
final class ControlConnections: @unchecked Sendable {
    /// Answers on the main actor; nil: the listener is closed (the connection is just closed).
    typealias MainAnswer = @Sendable @MainActor (ControlMessage) -> ControlReply?

    /// One client's connection: what it sent that is not answered yet.
    struct Peer {
        var received = ControlLineBuffer(limit: ControlListener.maximumMessage)
        /// The client closed its side: what is left in ``received`` is all that comes.
        var ended = false
        /// The client asked for more than one answer (``ControlMessage/keepOpenLine``).
        var keptOpen = false
    }

    /// What the thread and the main thread share.
    private struct Shared {
        /// Lines waited for (counted for tests).
        var waitedFor = 0
        /// Connections in the main thread's hands.
        var handedOn = 0
        /// Kept-open connections the main thread has answered, for the thread to go on with.
        var returned: [(fd: Int32, peer: Peer)] = []
        /// The thread has ended: the main thread closes what it holds.
        var stopped = false
    }

    private static let stopByte: UInt8 = 1
    private static let wakeByte: UInt8 = 2

    private let listening: Int32
    /// The read and write ends of the pipe that stops or wakes the thread.
    private let stopPipe: (read: Int32, write: Int32)
    private let answerHere: ControlListener.AnswerHere?
    /// Where a connection that asks to feed an activity goes (nil: feeds are refused).
    private let feeds: ActivityFeeds?
    private let mainAnswer: MainAnswer
    private let logger = Logger(label: "homescreen.control")
    /// Connections whose next line has not all come yet (the thread's own).
    private var waiting: [Int32: Peer] = [:]
    private let shared = Mutex(Shared())
    private let ended = DispatchSemaphore(value: 0)

    /// Serves `listening` (a bound, listening, non-blocking socket, closed when the thread ends).
    init(
        listening: Int32, path: String, answerHere: ControlListener.AnswerHere?, feeds: ActivityFeeds?,
        mainAnswer: @escaping MainAnswer
    ) throws(ControlError) {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw .system(call: "pipe", path: path, errno: errno) }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        UnixSocket.setNonBlocking(ends[0])
        self.listening = listening
        stopPipe = (ends[0], ends[1])
        self.answerHere = answerHere
        self.feeds = feeds
        self.mainAnswer = mainAnswer
    }

    /// Connections whose line had not arrived when they were taken.
    var linesWaitedFor: Int { shared.withLock { $0.waitedFor } }

    /// Starts the thread.
    func start() {
        let thread = Thread { [self] in
            // Named for `top -H` and /proc (at most 15 bytes).
            Thread.current.name = "homescreen.ctl"
            run()
        }
        thread.start()
    }

    /// Stops the thread and waits for it to end (it closes the listening socket and the
    /// connections it holds; those the main thread holds it closes itself).
    func stop() {
        var byte = Self.stopByte
        _ = Glibc.write(stopPipe.write, &byte, 1)
        ended.wait()
        // Both ends closed only here: a thread that ended on its own (poll failed) leaves the
        // read end open, so this write never meets a pipe without readers (SIGPIPE).
        Glibc.close(stopPipe.write)
        Glibc.close(stopPipe.read)
    }

    private func run() {
        defer {
            for fd in waiting.keys { Glibc.close(fd) }
            waiting = [:]
            let returned = shared.withLock { shared in
                shared.stopped = true
                defer { shared.returned = [] }
                return shared.returned
            }
            for connection in returned { Glibc.close(connection.fd) }
            Glibc.close(listening)
            ended.signal()
        }
        while true {
            var descriptors = [
                pollfd(fd: stopPipe.read, events: Int16(POLLIN), revents: 0), pollfd(fd: listening, events: Int16(POLLIN), revents: 0),
            ]
            for fd in waiting.keys { descriptors.append(pollfd(fd: fd, events: Int16(POLLIN), revents: 0)) }
            let ready = poll(&descriptors, nfds_t(descriptors.count), -1)
            if ready < 0 {
                if errno == EINTR { continue }
                logger.error("control socket: poll failed (errno \(errno)); no more requests are answered")
                return
            }
            if descriptors[0].revents != 0 {
                if readPipe() { return }
                let returned = shared.withLock { shared in
                    defer { shared.returned = [] }
                    return shared.returned
                }
                for connection in returned { _ = serve(connection.fd, connection.peer) }
            }
            for entry in descriptors.dropFirst(2) where entry.revents != 0 { _ = read(entry.fd) }
            if descriptors[1].revents != 0 { acceptAll() }
        }
    }

    /// Empties the pipe; true when it says stop.
    private func readPipe() -> Bool {
        var bytes = [UInt8](repeating: 0, count: 64)
        var stop = false
        while true {
            let count = bytes.withUnsafeMutableBytes { Glibc.read(stopPipe.read, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return stop }
            if bytes[0..<count].contains(Self.stopByte) { stop = true }
        }
    }

    /// Takes every waiting client; reads and answers the line of each that has sent it, and
    /// keeps the others until their line comes.
    private func acceptAll() {
        while true {
            let fd = accept(listening, nil, nil)
            guard fd >= 0 else { return } // EAGAIN: every waiting client is taken
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
            let elsewhere = shared.withLock { $0.handedOn + $0.returned.count } + (feeds?.count ?? 0)
            guard waiting.count + elsewhere < ControlListener.maximumConnections else {
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
            waiting[fd] = Peer()
            if read(fd) { shared.withLock { $0.waitedFor += 1 } }
        }
    }

    /// Reads what the client `fd` sent and answers its whole lines. True when no line was
    /// whole yet (it waits for the rest).
    private func read(_ fd: Int32) -> Bool {
        guard var peer = waiting.removeValue(forKey: fd) else { return false }
        var chunk = [UInt8](repeating: 0, count: 4_096)
        // Up to what the limit decides: lines sent ahead beyond it are read once these are answered.
        while peer.received.bytes.count <= ControlListener.maximumMessage {
            let count = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if count > 0 {
                peer.received.append(chunk[0..<count])
                continue
            }
            if count < 0, errno == EINTR { continue }
            peer.ended = count == 0 || (errno != EAGAIN && errno != EWOULDBLOCK)
            break
        }
        return serve(fd, peer)
    }

    /// Answers `peer`'s whole lines in order, until one goes to the main thread, the
    /// connection is closed, or the next line is not whole yet (it waits in ``waiting``). True
    /// when it waits without having answered any.
    private func serve(_ fd: Int32, _ peer: Peer) -> Bool {
        var peer = peer
        var answered = false
        while true {
            // A kept connection's end after its last line; a one-line client that sent nothing
            // is answered that it is not a message, as before.
            if peer.ended, peer.received.isEmpty, peer.keptOpen {
                Glibc.close(fd)
                return false
            }
            switch peer.received.take(ended: peer.ended) {
            case .incomplete:
                waiting[fd] = peer
                return !answered
            case .tooLong:
                let reason = "message longer than \(ControlListener.maximumMessage) bytes"
                return close(fd, after: ControlReply(ok: false, message: reason), rejected: reason)
            case let .line(line):
                answered = true
                if ControlMessage.asksToKeepOpen(line) {
                    peer.keptOpen = true
                    let kept = ControlReply(ok: true, message: "kept open: one answer a line, in order, until you close it")
                    guard UnixSocket.write(Array((kept.line + "\n").utf8), to: fd) else { return close(fd) }
                    continue
                }
                let message: ControlMessage
                do {
                    message = try ControlMessage(line: line)
                } catch {
                    return close(fd, after: ControlReply(ok: false, message: error.description), rejected: error.description)
                }
                logger.log(level: message.logLevel, "control socket: \(message.summary)")
                if case let .activityFeed(id) = message {
                    guard peer.keptOpen, let feeds else {
                        let refusal = ControlReply(
                            ok: false,
                            message: peer.keptOpen
                                ? "this home screen takes no feeds: send each update as a message"
                                : "activity-feed needs a kept-open connection")
                        guard peer.keptOpen, UnixSocket.write(Array((refusal.line + "\n").utf8), to: fd) else {
                            return close(fd, after: peer.keptOpen ? nil : refusal, rejected: nil)
                        }
                        continue
                    }
                    let accepted = ControlReply(ok: true, message: "feeding activity \(id): one update a line, unanswered")
                    guard feeds.adopt(fd, id: id, buffered: peer.received.bytes, answering: accepted) else { return false }
                    // The main thread waits on feeds only while it sleeps long: it learns of
                    // this one when it next wakes, which this makes now.
                    DispatchQueue.main.async {}
                    return false
                }
                guard let answer = answerHere?(message) else {
                    handOn(message, fd, peer)
                    return false
                }
                guard peer.keptOpen, UnixSocket.write(Array((answer.line + "\n").utf8), to: fd) else {
                    return close(fd, after: peer.keptOpen ? nil : answer, rejected: nil)
                }
            }
        }
    }

    /// Hands `message` to the main queue, which answers it on `fd`; a kept-open connection
    /// comes back to this thread for its next line.
    private func handOn(_ message: ControlMessage, _ fd: Int32, _ peer: Peer) {
        shared.withLock { $0.handedOn += 1 }
        let mainAnswer = mainAnswer
        DispatchQueue.main.async { [self] in
            let answer = MainActor.assumeIsolated { mainAnswer(message) }
            // Nil: the listener closed meanwhile; the connection is closed unanswered.
            let written = answer.map { UnixSocket.write(Array(($0.line + "\n").utf8), to: fd) } ?? false
            let goesOn = written && peer.keptOpen && !(peer.ended && peer.received.isEmpty)
            let returned = shared.withLock { shared in
                shared.handedOn -= 1
                guard goesOn, !shared.stopped else { return false }
                shared.returned.append((fd, peer))
                return true
            }
            guard returned else {
                Glibc.close(fd)
                return
            }
            var byte = Self.wakeByte
            _ = Glibc.write(stopPipe.write, &byte, 1)
        }
    }

    /// Sends `reply` (if any) and closes the connection; false, for ``serve(_:_:)``.
    private func close(_ fd: Int32, after reply: ControlReply? = nil, rejected reason: String? = nil) -> Bool {
        if let reason { logger.warning("control socket: rejected a message: \(reason)") }
        if let reply { UnixSocket.write(Array((reply.line + "\n").utf8), to: fd) }
        Glibc.close(fd)
        return false
    }
}

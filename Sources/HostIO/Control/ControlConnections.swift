import Dispatch
import Foundation
import Logging
import Synchronization

/// The control socket's thread (see ``ControlListener``): asleep in one `poll` on the
/// listening socket, the connections whose line is still on its way and a pipe that stops it.
///
/// A client sends its line as soon as it is connected, so the line is usually there when the
/// connection is taken: it is read, decoded and answered on the same wakeup. A message the
/// listener's `answerHere` answers (a running activity's plain update) costs this one thread one
/// wakeup and nothing else: no Dispatch source is armed or cancelled, and the main thread does
/// not wake. Any other message is handed to the main queue with its connection, which the main
/// thread answers and closes.
final class ControlConnections: @unchecked Sendable {
    /// Answers on the main actor; nil: the listener is closed (the connection is just closed).
    typealias MainAnswer = @Sendable @MainActor (ControlMessage) -> ControlReply?

    private let listening: Int32
    /// The read and write ends of the pipe that stops the thread.
    private let stopPipe: (read: Int32, write: Int32)
    private let answerHere: ControlListener.AnswerHere?
    private let mainAnswer: MainAnswer
    private let logger = Logger(label: "homescreen.control")
    /// Connections taken whose line has not all come yet (the thread's own).
    private var waiting: [Int32: ControlLineBuffer] = [:]
    /// Lines waited for, and connections in the main thread's hands (shared with it).
    private let counts = Mutex((waitedFor: 0, handedOn: 0))
    private let ended = DispatchSemaphore(value: 0)

    /// Serves `listening` (a bound, listening, non-blocking socket, closed when the thread ends).
    init(listening: Int32, path: String, answerHere: ControlListener.AnswerHere?, mainAnswer: @escaping MainAnswer) throws(ControlError) {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw .system(call: "pipe", path: path, errno: errno) }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        self.listening = listening
        stopPipe = (ends[0], ends[1])
        self.answerHere = answerHere
        self.mainAnswer = mainAnswer
    }

    /// Connections whose line had not arrived when they were taken.
    var linesWaitedFor: Int { counts.withLock { $0.waitedFor } }

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
    /// connections still waiting; those the main thread holds it closes itself).
    func stop() {
        var byte: UInt8 = 1
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
            if descriptors[0].revents != 0 { return }
            for entry in descriptors.dropFirst(2) where entry.revents != 0 { _ = read(entry.fd) }
            if descriptors[1].revents != 0 { acceptAll() }
        }
    }

    /// Takes every waiting client; reads and answers the line of each that has sent it, and
    /// keeps the others until their line comes.
    private func acceptAll() {
        while true {
            let fd = accept(listening, nil, nil)
            guard fd >= 0 else { return } // EAGAIN: every waiting client is taken
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
            guard waiting.count + counts.withLock({ $0.handedOn }) < ControlListener.maximumConnections else {
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
            waiting[fd] = ControlLineBuffer(limit: ControlListener.maximumMessage)
            if read(fd) { counts.withLock { $0.waitedFor += 1 } }
        }
    }

    /// Reads what the client `fd` sent; answers once a whole line (or the end) has come. True
    /// while the line is incomplete (it waits for the rest).
    private func read(_ fd: Int32) -> Bool {
        guard var received = waiting[fd] else { return false }
        var chunk = [UInt8](repeating: 0, count: 4_096)
        var closed = false
        while true {
            let count = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if count > 0 {
                received.append(chunk[0..<count])
                if received.isDecided { break }
                continue
            }
            if count < 0, errno == EINTR { continue }
            closed = count == 0 || (errno != EAGAIN && errno != EWOULDBLOCK)
            break
        }
        switch received.state(ended: closed) {
        case .incomplete:
            waiting[fd] = received
            return true
        case .tooLong:
            waiting[fd] = nil
            reply(
                ControlReply(ok: false, message: "message longer than \(ControlListener.maximumMessage) bytes"), to: fd,
                rejected: "too long")
        case let .line(line):
            waiting[fd] = nil
            answer(line, from: fd)
        }
        return false
    }

    /// Answers `line`: here when ``answerHere`` does, else on the main queue.
    private func answer(_ line: String, from fd: Int32) {
        let message: ControlMessage
        do {
            message = try ControlMessage(line: line)
        } catch {
            return reply(ControlReply(ok: false, message: error.description), to: fd, rejected: error.description)
        }
        logger.log(level: message.logLevel, "control socket: \(message.summary)")
        if let answer = answerHere?(message) { return reply(answer, to: fd, rejected: nil) }
        counts.withLock { $0.handedOn += 1 }
        let mainAnswer = mainAnswer
        DispatchQueue.main.async { [self] in
            let answer = MainActor.assumeIsolated { mainAnswer(message) }
            // Nil: the listener closed meanwhile; the connection is closed unanswered.
            if let answer { UnixSocket.write(Array((answer.line + "\n").utf8), to: fd) }
            Glibc.close(fd)
            counts.withLock { $0.handedOn -= 1 }
        }
    }

    private func reply(_ reply: ControlReply, to fd: Int32, rejected reason: String?) {
        if let reason { logger.warning("control socket: rejected a message: \(reason)") }
        UnixSocket.write(Array((reply.line + "\n").utf8), to: fd)
        Glibc.close(fd)
    }
}

import Foundation
import Synchronization
@testable import HomeScreenUI
@testable import HostIO
import Testing
import WidgetEngine

/// The control socket's edges: a socket that is not this user's own, a message over 64 KiB,
/// the 16-connection cap, a line split across reads, replies printed as text (issue 19 item 9,
/// issue 24 item 12).
@MainActor
struct ControlSocketEdgeTests {
    private func folder() throws -> String { try ControlTestSocket.folder("hs-edge") }

    private func send(_ message: ControlMessage, to path: String) async -> Result<ControlReply, ControlError> {
        await ControlTestSocket.send(message, to: path)
    }

    /// A blocking client socket connected to `path`, or -1. Its reads give up after 60 s, so
    /// that a listener that never answers fails the test instead of hanging it; the listener
    /// answers on the main queue, which a busy parallel test run can hold for seconds.
    private nonisolated static func connect(_ path: String) -> Int32 {
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { $0.copyBytes(from: Array(path.utf8)) }
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        guard connected == 0 else {
            close(fd)
            return -1
        }
        var timeout = timeval(tv_sec: 60, tv_usec: 0)
        _ = setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        return fd
    }

    /// Sends `bytes` on `fd` and reads until the listener closes: its answer ("" when it
    /// closed without one; "timeout" when it kept waiting).
    private nonisolated static func exchange(_ fd: Int32, _ bytes: [UInt8]) -> String {
        if !bytes.isEmpty { _ = bytes.withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) } }
        var answer: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1_024)
        while true {
            let count = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if count < 0 { return errno == EAGAIN || errno == EWOULDBLOCK ? "timeout" : "error \(errno)" }
            if count == 0 { return String(decoding: answer, as: UTF8.self) }
            answer += chunk[0..<count]
        }
    }

    @Test(.enabled(if: getuid() == 0, "making a socket another user's takes root"))
    func aSocketOfAnotherUserIsNeverSentTo() async throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let path = root + "/homescreen.sock"
        var received: [ControlMessage] = []
        let listener = try ControlListener(path: path) { message in
            received.append(message)
            return ControlReply(ok: true, message: "\u{1B}]0;pwned\u{07}")
        }
        defer { listener.close() }
        #expect(chown(path, 65_534, 65_534) == 0) // nobody's, as another user's in /tmp would be
        let result = await send(.reload(kind: nil), to: path)
        #expect(throws: ControlError.notOurs(path: path, reason: "belongs to another user (uid 65534)")) { try result.get() }
        #expect(received.isEmpty)
    }

    @Test func aSocketOpenToOthersOrNotASocketIsRefused() async throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let path = root + "/homescreen.sock"
        let listener = try ControlTestSocket.RecordingListener(path: path)
        #expect(chmod(path, 0o666) == 0)
        let open = await send(.reload(kind: nil), to: path)
        #expect(throws: ControlError.notOurs(path: path, reason: "is open to other users (mode 0666)")) { try open.get() }
        #expect(chmod(path, 0o600) == 0)
        #expect(try await send(.reload(kind: nil), to: path).get().message == "fine")
        #expect(listener.received.count == 1)
        listener.close()
        try "not a socket".write(toFile: path, atomically: false, encoding: .utf8)
        let file = await send(.reload(kind: nil), to: path)
        #expect(throws: ControlError.notOurs(path: path, reason: "exists and is not a socket")) { try file.get() }
    }

    @Test func aReplyIsPrintedWithItsControlCharactersVisible() {
        let reply = ControlReply(ok: true, message: "\u{1B}]0;pwned\u{07} done\r\n\u{7F}\u{9B}31m é 漢")
        #expect(reply.printableMessage == "^[]0;pwned^G done^M^J^?<U+009B>31m é 漢")
        #expect(!reply.printableMessage.unicodeScalars.contains { $0.value < 0x20 || (0x7F..<0xA0).contains($0.value) })
    }

    @Test func aMessageOver64KiBIsRefusedAndTheListenerGoesOn() async throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let path = root + "/homescreen.sock"
        let listener = try ControlTestSocket.RecordingListener(path: path)
        defer { listener.close() }
        let answer = await Task.detached { () -> String in
            let fd = Self.connect(path)
            defer { close(fd) }
            return Self.exchange(fd, [UInt8](repeating: UInt8(ascii: "x"), count: 64 * 1_024 + 1))
        }.value
        #expect(
            ControlReply(line: answer.trimmingCharacters(in: .newlines))
                == ControlReply(ok: false, message: "message longer than 65536 bytes"))
        // Exactly 64 KiB before the newline is still read (and is not a message).
        let padded = #"{"command":"reload"}"# + String(repeating: " ", count: 64 * 1_024 - 20) + "\n"
        let fits = await Task.detached { () -> String in
            let fd = Self.connect(path)
            defer { close(fd) }
            return Self.exchange(fd, Array(padded.utf8))
        }.value
        #expect(ControlReply(line: fits.trimmingCharacters(in: .newlines))?.message == "fine", "\(fits)")
        #expect(listener.received == [.reload(kind: nil)])
    }

    @Test func theSeventeenthConnectionAtOnceIsClosedAndTheSixteenAreServed() async throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let path = root + "/homescreen.sock"
        var received = 0
        let listener = try ControlListener(path: path) { _ in
            received += 1
            return ControlReply(ok: true, message: "fine")
        }
        defer { listener.close() }
        let answers = await Task.detached { () -> [String] in
            // Sixteen connections that have sent nothing yet, then one more.
            let open = (0..<16).map { _ in Self.connect(path) }
            let extra = Self.connect(path)
            let refused = Self.exchange(extra, []) // closed at once, unanswered
            close(extra)
            let served = open.map { Self.exchange($0, Array((ControlMessage.reload(kind: nil).line + "\n").utf8)) }
            open.forEach { close($0) }
            // Once they are done, a new one is served.
            let after = Self.connect(path)
            defer { close(after) }
            return [refused] + served + [Self.exchange(after, Array((ControlMessage.reload(kind: nil).line + "\n").utf8))]
        }.value
        #expect(answers.first == "")
        #expect(
            answers.dropFirst().allSatisfy { ControlReply(line: $0.trimmingCharacters(in: .newlines))?.message == "fine" }, "\(answers)")
        #expect(received == 17)
    }

    @Test func aLineSplitAcrossReadsArrivesWhole() async throws {
        // In the buffer each connection keeps: a character split between two reads stays whole.
        let line = Array(#"{"command":"donate","kind":"notes","config":["title=Café"]}"#.utf8) + [UInt8(ascii: "\n")]
        let split = line.firstIndex(of: 0xC3).map { $0 + 1 } ?? 0 // between the two bytes of é
        var buffer = ControlLineBuffer(limit: 64)
        buffer.append(line[0..<split])
        #expect(buffer.state(ended: false) == .incomplete)
        #expect(!buffer.isDecided)
        buffer.append(line[split...])
        #expect(buffer.state(ended: false) == .line(#"{"command":"donate","kind":"notes","config":["title=Café"]}"#))
        var long = ControlLineBuffer(limit: 8)
        long.append(Array("123456789".utf8)[...])
        #expect(long.isDecided)
        #expect(long.state(ended: false) == .tooLong)
        var ended = ControlLineBuffer(limit: 64)
        ended.append(Array(#"{"command":"reload"}"#.utf8)[...])
        #expect(ended.state(ended: false) == .incomplete)
        #expect(ended.state(ended: true) == .line(#"{"command":"reload"}"#))

        // Through the socket, one byte per send: the listener answers the whole line.
        let root = try folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let path = root + "/homescreen.sock"
        let listener = try ControlTestSocket.RecordingListener(path: path)
        defer { listener.close() }
        let answer = await Task.detached { () -> String in
            let fd = Self.connect(path)
            defer { close(fd) }
            for byte in line.dropLast() { _ = [byte].withUnsafeBytes { Glibc.send(fd, $0.baseAddress, 1, Int32(MSG_NOSIGNAL)) } }
            return Self.exchange(fd, [UInt8(ascii: "\n")])
        }.value
        #expect(ControlReply(line: answer.trimmingCharacters(in: .newlines))?.message == "fine")
        #expect(listener.received == [.donate(kind: "notes", configuration: ["title=Café"])])
    }

    /// A client's line already there when its connection is taken is read and answered on the
    /// same wakeup; one still on its way is waited for. The listener's thread is held in its
    /// answer to a first message while the early client connects and sends, so its connection
    /// is taken only once its line is there.
    @Test func aLineThereAtAcceptIsAnsweredAtOnceAndALateOneWaits() async throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let path = root + "/homescreen.sock"
        // The listener's thread waits in its answer to "hold" until the test lets it go; the
        // test never blocks a thread of its own on it (it polls), nor the held client (a thread).
        let entered = Mutex(false)
        let release = DispatchSemaphore(value: 0)
        var received: [ControlMessage] = []
        let listener = try ControlListener(path: path) { message in
            guard message == .reload(kind: "hold") else { return nil }
            entered.withLock { $0 = true }
            release.wait()
            return ControlReply(ok: true, message: "held")
        } handler: { message in
            received.append(message)
            return ControlReply(ok: true, message: "fine")
        }
        defer { listener.close() }
        let heldAnswer = Mutex<String?>(nil)
        Thread {
            let fd = Self.connect(path)
            defer { close(fd) }
            let answer = Self.exchange(fd, Array((ControlMessage.reload(kind: "hold").line + "\n").utf8))
            heldAnswer.withLock { $0 = answer }
        }.start()
        for _ in 0..<12_000 where !entered.withLock({ $0 }) { try await Task.sleep(for: .milliseconds(5)) }
        #expect(entered.withLock { $0 })
        // Counted when taken (its client may not have sent its line yet): settled by now.
        let waitedBefore = listener.linesWaitedFor
        let line = Array((ControlMessage.reload(kind: "clock").line + "\n").utf8)
        let early = Self.connect(path)
        defer { close(early) }
        #expect(line.withUnsafeBytes { Glibc.send(early, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) } == line.count)
        release.signal()
        for _ in 0..<12_000 where heldAnswer.withLock({ $0 }) == nil { try await Task.sleep(for: .milliseconds(5)) }
        let held = heldAnswer.withLock { $0 } ?? ""
        #expect(ControlReply(line: held.trimmingCharacters(in: .newlines))?.message == "held", "\(held)")
        let answer = await Task.detached { Self.exchange(early, []) }.value
        #expect(ControlReply(line: answer.trimmingCharacters(in: .newlines))?.message == "fine", "\(answer)")
        #expect(listener.linesWaitedFor == waitedBefore)

        // Connected with nothing sent: taken, it waits for its line.
        let late = Self.connect(path)
        defer { close(late) }
        for _ in 0..<2_000 where listener.linesWaitedFor == waitedBefore { try await Task.sleep(for: .milliseconds(5)) }
        #expect(listener.linesWaitedFor == waitedBefore + 1)
        let lateAnswer = await Task.detached { Self.exchange(late, line) }.value
        #expect(ControlReply(line: lateAnswer.trimmingCharacters(in: .newlines))?.message == "fine", "\(lateAnswer)")
        #expect(received == [.reload(kind: "clock"), .reload(kind: "clock")])
    }

    /// A message the listener answers on its own thread (a running activity's plain update)
    /// is answered while the main thread is held: here the test itself holds it, waiting for the
    /// reply on the main actor. Were the reply to wait for the main queue, the client would time out.
    @Test func aMessageAnsweredHereNeedsNoMainThread() async throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let path = root + "/homescreen.sock"
        let inbox = ActivityInbox()
        let record = try ActivityStripTests.record()
        inbox.publish(running: [record.id: record.started])
        _ = inbox.publish(drainsSoon: true)
        var handled: [ControlMessage] = []
        let listener = try ControlListener(path: path, answerHere: { inbox.answer($0) }) { message in
            handled.append(message)
            return ControlReply(ok: true, message: "on the main thread")
        }
        defer { listener.close() }
        var update = ActivityUpdate(record)
        update.state = #"{"progress":0.5}"#
        // Blocking, on the main actor: nothing on the main queue runs until it returns.
        let reply = try ControlClient.send(.activityUpdate(update), to: path, timeout: 20)
        #expect(reply == ControlReply(ok: true, message: "activity \(record.id) updated"))
        #expect(handled.isEmpty)
        #expect(inbox.take() == [update])
    }

    /// An answer that is not a reply is quoted in the error with its control characters visible.
    @Test func anAnswerThatIsNotAReplyIsQuotedAsText() async throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let path = root + "/homescreen.sock"
        let server = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(server) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { $0.copyBytes(from: Array(path.utf8)) }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(server, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        #expect(bound == 0 && chmod(path, 0o600) == 0 && listen(server, 1) == 0)
        let answering = Task.detached {
            let client = accept(server, nil, nil)
            defer { close(client) }
            _ = Self.exchange(client, []) // reads until the client has sent its line and shut its side
            _ = Array("\u{1B}]0;pwned\u{07}\n".utf8).withUnsafeBytes { Glibc.send(client, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        }
        let result = await send(.reload(kind: nil), to: path)
        // Had the client never connected, this ends the accept above (it fails) instead of
        // leaving the test waiting for good.
        shutdown(server, Int32(SHUT_RDWR))
        await answering.value
        #expect(throws: ControlError.badAnswer(path: path, reason: "answered \"^[]0;pwned^G\"")) { try result.get() }
    }
}

import Foundation
@testable import HomeScreenUI
@testable import HostIO
import Testing
import WidgetEngine

/// A connection kept open for many lines (issue 35, a long-lived sender): after
/// `{"command":"keep-open"}` each line is answered by one line, in order, whether the socket's
/// thread or the main thread answers it; a malformed line is answered with the reason and the
/// connection is closed.
@MainActor
struct ControlKeptConnectionTests {
    /// A client socket connected to `path`, its reads giving up after 60 s (a listener that
    /// never answers fails the test instead of hanging it).
    private nonisolated static func connect(_ path: String) throws -> Int32 {
        let fd = try UnixSocket.connect(to: path)
        UnixSocket.setTimeout(fd, seconds: 60)
        return fd
    }

    /// Reads `count` lines from `fd`, or up to its end ("timeout" when the listener kept waiting).
    private nonisolated static func lines(_ count: Int, from fd: Int32) -> [String] {
        var received: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1_024)
        while received.count(where: { $0 == UInt8(ascii: "\n") }) < count {
            let read = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if read < 0 { return ["timeout"] }
            if read == 0 { break }
            received += chunk[0..<read]
        }
        return String(decoding: received, as: UTF8.self).split(separator: "\n").map(String.init)
    }

    @Test func linesSentAheadAreAnsweredInOrderHereAndOnTheMainThreadAndGarbageClosesTheConnection() async throws {
        let root = try ControlTestSocket.folder("hs-kept")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let path = root + "/homescreen.sock"
        let inbox = ActivityInbox()
        let record = try ActivityStripTests.record()
        inbox.publish(running: [record.id: record.started])
        _ = inbox.publish(drainsSoon: true)
        var handled: [ControlMessage] = []
        let listener = try ControlListener(path: path, answerHere: { inbox.answer($0) }) { message in
            handled.append(message)
            inbox.handedOnAnswered()
            return ControlReply(ok: true, message: "main \(handled.count)")
        }
        defer { listener.close() }
        var first = ActivityUpdate(record)
        first.state = #"{"progress":0.5}"#
        var second = first
        second.state = #"{"progress":0.75}"#
        // All sent at once, before any answer: a thread answer, a main one, a thread one, a main one.
        let ahead = [
            ControlMessage.keepOpenLine, ControlMessage.activityUpdate(first).line, ControlMessage.reload(kind: nil).line,
            ControlMessage.activityUpdate(second).line, ControlMessage.reload(kind: "clock").line,
        ]
        let (answers, afterGarbage) = try await Task.detached { () throws -> ([String], [String]) in
            let fd = try Self.connect(path)
            defer { close(fd) }
            UnixSocket.write(Array(ahead.map { $0 + "\n" }.joined().utf8), to: fd)
            let answers = Self.lines(5, from: fd)
            UnixSocket.write(Array("this is not json\n".utf8), to: fd)
            return (answers, Self.lines(2, from: fd)) // one answer, then the end
        }.value
        #expect(
            answers.compactMap { ControlReply(line: $0)?.message } == [
                "kept open: one answer a line, in order, until you close it", "activity \(record.id) updated", "main 1",
                "activity \(record.id) updated", "main 2",
            ], "\(answers)")
        #expect(handled == [.reload(kind: nil), .reload(kind: "clock")])
        #expect(inbox.take() == [second])
        let refusal = try #require(afterGarbage.count == 1 ? ControlReply(line: afterGarbage[0]) : nil, "\(afterGarbage)")
        #expect(!refusal.ok)
        #expect(refusal.message.hasPrefix("malformed message: not a JSON object"), "\(refusal.message)")
    }

    @Test func aClientConnectionSendsManyMessagesAndARefusalLeavesItOpen() async throws {
        let root = try ControlTestSocket.folder("hs-kept")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let path = root + "/homescreen.sock"
        var received: [ControlMessage] = []
        let listener = try ControlListener(path: path) { message in
            received.append(message)
            if case .dismissActivity = message { return ControlReply(ok: false, message: "no activity abc", reason: .activityNotFound) }
            return ControlReply(ok: true, message: "answer \(received.count)")
        }
        defer { listener.close() }
        let replies = try await Task.detached { () throws -> [ControlReply] in
            let connection = try ControlConnection(path: path, timeout: 60)
            defer { connection.close() }
            return try [
                connection.send(.reload(kind: "a")), connection.send(.dismissActivity(id: "abc")), connection.send(.reload(kind: "b")),
            ]
        }.value
        #expect(
            replies == [
                ControlReply(ok: true, message: "answer 1"), ControlReply(ok: false, message: "no activity abc", reason: .activityNotFound),
                ControlReply(ok: true, message: "answer 3"),
            ])
        #expect(received == [.reload(kind: "a"), .dismissActivity(id: "abc"), .reload(kind: "b")])
        // A one-line client is still answered and closed, as before.
        let single = await ControlTestSocket.send(.reload(kind: nil), to: path)
        #expect(try single.get() == ControlReply(ok: true, message: "answer 4"))
    }
}

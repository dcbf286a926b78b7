import Foundation
@testable import HomeScreenUI
@testable import HostIO
import Testing
import TestSupport
import WidgetEngine

#if canImport(Glibc)
    import Glibc
#endif

/// A running activity's feed (``ActivityFeeds``): a kept-open connection that asked for it is
/// answered once by the socket's thread and handed over; its lines are answered by nobody and
/// read by the main thread when it takes the arrived updates (the last line of each, checked as
/// the inbox checks an update); a refusal is one line and ends the feed; the client's end
/// closes it once its lines are taken. Sockets stand in for clients; nothing sleeps.
@MainActor
struct ActivityFeedTests {
    private nonisolated static let id = "0123456789ab"

    private static func update(_ progress: Double, id: String = id) throws -> ActivityUpdate {
        var update = ActivityUpdate(try ActivityStripTests.record(state: #"{"progress":\#(progress)}"#))
        update.id = id
        return update
    }

    private static func line(_ update: ActivityUpdate) throws -> String {
        Data(try update.archived()).base64EncodedString() + "\n"
    }

    /// A connected pair: (the home screen's end, the client's end).
    private static func pair() throws -> (Int32, Int32) {
        var ends: [Int32] = [0, 0]
        try #require(socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &ends) == 0)
        UnixSocket.setTimeout(ends[1], seconds: 60)
        return (ends[0], ends[1])
    }

    /// What the client end has been sent, until the home screen's end is closed.
    private nonisolated static func rest(of fd: Int32) -> String {
        var received: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1_024)
        while true {
            let count = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if count < 0 { return "timeout" }
            if count == 0 { break }
            received += chunk[0..<count]
        }
        return String(decoding: received, as: UTF8.self)
    }

    /// Reads `count` lines from `fd` (fewer at its end or after its timeout).
    private nonisolated static func lines(_ count: Int, from fd: Int32) -> [String] {
        var received: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1)
        while received.count(where: { $0 == UInt8(ascii: "\n") }) < count {
            guard chunk.withUnsafeMutableBytes({ recv(fd, $0.baseAddress, 1, 0) }) == 1 else { break }
            received += chunk
        }
        return String(decoding: received, as: UTF8.self).split(separator: "\n").map(String.init)
    }

    /// Whether the client end can read something now (an answer, or the end), without waiting.
    private static func hasNews(_ fd: Int32) -> Bool {
        var entry = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        return poll(&entry, 1, 0) > 0
    }

    @Test func theSocketsThreadAnswersTheRequestOnceAndTheMainThreadTakesTheLastLine() async throws {
        let root = try ControlTestSocket.folder("hs-feed")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let path = root + "/homescreen.sock"
        let inbox = ActivityInbox()
        let record = try ActivityStripTests.record()
        inbox.publish(running: [record.id: record.started])
        var handled: [ControlMessage] = []
        let listener = try ControlListener(path: path, answerHere: { inbox.answer($0) }, feeds: inbox.feeds) { message in
            handled.append(message)
            return ControlReply(ok: true, message: "main")
        }
        defer { listener.close() }
        // The request and two updates sent at once: the updates wait behind the request.
        let ahead =
            [ControlMessage.keepOpenLine + "\n", ControlMessage.activityFeed(id: Self.id).line + "\n"]
            .joined() + (try Self.line(Self.update(0.5))) + (try Self.line(Self.update(0.75)))
        let fd = try await Task.detached { () throws -> Int32 in
            let fd = try UnixSocket.connect(to: path)
            UnixSocket.setTimeout(fd, seconds: 60)
            #expect(UnixSocket.write(Array(ahead.utf8), to: fd))
            return fd
        }.value
        defer { close(fd) }
        let answers = await Task.detached { Self.lines(2, from: fd).compactMap(ControlReply.init(line:)) }.value
        #expect(answers.map(\.ok) == [true, true])
        #expect(answers.last?.message == "feeding activity \(Self.id): one update a line, unanswered")
        #expect(inbox.feeds.count == 1)
        #expect(!Self.hasNews(fd), "no answer a line")
        #expect(inbox.take().map(\.state) == [#"{"progress":0.75}"#])
        #expect(inbox.take().isEmpty)
        #expect(handled.isEmpty, "the main thread answered nothing")

        // An update of another activity is refused on the feed, which ends.
        #expect(UnixSocket.write(Array(try Self.line(Self.update(0.9, id: "00000000000f")).utf8), to: fd))
        #expect(inbox.take().isEmpty)
        #expect(inbox.feeds.count == 0)
        let refusal = await Task.detached { Self.rest(of: fd) }.value
        #expect(
            refusal.hasPrefix(#"{"message":"activity 0123456789ab's feed takes updates of it, not of 00000000000f"#)
                && refusal.hasSuffix("}\n"),
            "\(refusal)")
    }

    @Test func aRefusalSaysWhyAndTheClientsEndClosesTheFeedOnceItsLastLineIsTaken() throws {
        let inbox = ActivityInbox()
        let started = try ActivityStripTests.record().started
        inbox.publish(running: [Self.id: started], ended: ["00000000000e"])
        let accepted = ControlReply(ok: true, message: "fed")
        func refusal(for text: String) throws -> ControlReply? {
            let (screen, client) = try Self.pair()
            defer { close(client) }
            #expect(inbox.feeds.adopt(screen, id: text.hasPrefix("#") ? "00000000000e" : Self.id, buffered: [], answering: accepted))
            let sent = text.hasPrefix("#") ? String(text.dropFirst()) : text
            #expect(UnixSocket.write(Array(sent.utf8), to: client))
            #expect(inbox.take().isEmpty)
            #expect(inbox.feeds.count == 0)
            let lines = Self.rest(of: client).split(separator: "\n").map(String.init)
            #expect(lines.first == accepted.line)
            return lines.count == 2 ? ControlReply(line: lines[1]) : nil
        }
        // An ended activity's update, as a client evaluates it from the ended record (its end
        // included): refused for the end, with the reason that stops the client.
        var ended = try Self.update(0.5, id: "00000000000e")
        ended.updated = started
        ended.ended = started
        #expect(try refusal(for: "#" + Self.line(ended))?.reason == .activityEnded)
        inbox.publish(running: [:])
        #expect(try refusal(for: Self.line(Self.update(0.5)))?.reason == .activityNotFound)
        inbox.publish(running: [Self.id: started])
        #expect(try refusal(for: "not base64\n")?.message.hasPrefix("malformed message") == true)
        var early = try Self.update(0.5)
        early.updated = started.addingTimeInterval(-1)
        #expect(try refusal(for: Self.line(early))?.message == "activity \(Self.id) refused: its dates are out of order")
        var alerted = try Self.update(0.5)
        alerted.alert = "half way"
        #expect(try refusal(for: Self.line(alerted))?.message.contains("takes plain updates") == true)
        #expect(try refusal(for: String(repeating: "x", count: 70_000))?.message == "message longer than 65536 bytes")

        // The client's end, after a last line without its newline: taken, then closed unanswered.
        let (screen, client) = try Self.pair()
        defer { close(client) }
        #expect(inbox.feeds.adopt(screen, id: Self.id, buffered: [], answering: accepted))
        var last = try Self.line(Self.update(0.8))
        last.removeLast()
        #expect(UnixSocket.write(Array(last.utf8), to: client))
        shutdown(client, Int32(SHUT_WR))
        #expect(inbox.feeds.descriptors == [screen])
        #expect(inbox.take().map(\.state) == [#"{"progress":0.8}"#])
        #expect(inbox.feeds.count == 0)
        #expect(Self.rest(of: client) == accepted.line + "\n")

        // Ended with nothing left while nothing is drawn (a program owns the terminal): closed
        // by the read ahead, so the client waiting for the end goes on.
        let (idle, idleClient) = try Self.pair()
        defer { close(idleClient) }
        #expect(inbox.feeds.adopt(idle, id: Self.id, buffered: [], answering: accepted))
        shutdown(idleClient, Int32(SHUT_WR))
        inbox.readAhead()
        #expect(inbox.feeds.count == 0)
        #expect(Self.rest(of: idleClient) == accepted.line + "\n")
    }

    /// While a program owns the terminal the run loop only reads the feeds ahead: a line waits
    /// in its feed for the next message; but a feed whose client closed its side (`homescreen
    /// run` at its command's exit, `--follow` at the end of its input) has its last line checked
    /// and kept for the next message, and is closed at once: the client, waiting for that close
    /// before it sends its end, is not kept waiting until the program returns. A refused last
    /// line is answered there too.
    @Test func whileAProgramOwnsTheTerminalAFeedItsClientEndedIsTakenAndClosedAtOnce() throws {
        let inbox = ActivityInbox()
        let started = Fixtures.instant.addingTimeInterval(-60)
        inbox.publish(running: [Self.id: started])
        let accepted = ControlReply(ok: true, message: "fed")
        let (screen, client) = try Self.pair()
        defer { close(client) }
        #expect(inbox.feeds.adopt(screen, id: Self.id, buffered: [], answering: accepted))
        #expect(UnixSocket.write(Array(try Self.line(Self.update(0.5)).utf8), to: client))
        inbox.readAhead()
        #expect(inbox.feeds.count == 1 && inbox.feeds.descriptors == [screen], "a feed that goes on stays")
        #expect(UnixSocket.write(Array(try Self.line(Self.update(0.75)).utf8), to: client))
        shutdown(client, Int32(SHUT_WR))
        inbox.readAhead()
        #expect(inbox.feeds.count == 0)
        #expect(Self.rest(of: client) == accepted.line + "\n")
        #expect(inbox.take().map(\.state) == [#"{"progress":0.75}"#], "the last line, for the next message")
        #expect(inbox.take().isEmpty)

        let (refused, refusedClient) = try Self.pair()
        defer { close(refusedClient) }
        #expect(inbox.feeds.adopt(refused, id: Self.id, buffered: [], answering: accepted))
        #expect(UnixSocket.write(Array("not base64\n".utf8), to: refusedClient))
        shutdown(refusedClient, Int32(SHUT_WR))
        inbox.readAhead()
        #expect(inbox.feeds.count == 0)
        let answered = Self.rest(of: refusedClient).split(separator: "\n")
        #expect(answered.count == 2 && answered.last?.contains("malformed message") == true, "\(answered)")
        #expect(inbox.take().isEmpty)
    }

    /// Through the run loop on a manual clock: a fed update waits in its connection, nothing
    /// woken or drawn, until the seconds tick takes it and draws it.
    @Test func aFedUpdateIsDrawnAtTheNextTickAndNotBefore() async throws {
        let screen = try await ActivityStripTests.screenWithARunningActivity()
        #expect(screen.text.contains("⚙ api 25% 1:24"))
        let (end, client) = try Self.pair()
        defer { close(client) }
        let feeds = screen.screen.activityInbox.feeds
        #expect(feeds.adopt(end, id: Self.id, buffered: [], answering: ControlReply(ok: true, message: "fed")))
        let draws = screen.terminal.drawCount
        screen.setClock(Fixtures.instant.addingTimeInterval(84.3))
        #expect(UnixSocket.write(Array((try Self.line(Self.update(0.5)) + Self.line(Self.update(0.75))).utf8), to: client))
        #expect(screen.terminal.drawCount == draws)
        #expect(screen.screen.model.activities.record(Self.id)?.state == #"{"progress":0.25}"#)

        screen.tick(at: Fixtures.instant.addingTimeInterval(85))
        #expect(screen.terminal.drawCount == draws + 1)
        #expect(screen.text.contains("⚙ api 75% 1:25"))
        #expect(feeds.count == 1, "the feed stays for the next update")

        // Waited on only while the loop would sleep longer than a second: read at the tick
        // otherwise, which the strip's elapsed seconds make anyway.
        let inbox = screen.screen.activityInbox
        #expect(inbox.feedsToWaitOn.isEmpty, "the next wake is the next second")
        var far = HomeEffects()
        far.wake = screen.now.addingTimeInterval(60)
        screen.loop.apply(far, at: screen.now)
        #expect(inbox.feedsToWaitOn == [end])

        // While a program owns the terminal a wake takes nothing: a message answered then (an
        // activity started from the program's shell) promises none, and the feeds are still
        // waited on, to be read ahead and closed at their client's end.
        screen.loop.drawing.launch = Task {}
        defer { screen.loop.drawing.launch = nil }
        var near = HomeEffects()
        near.wake = screen.now.addingTimeInterval(1)
        screen.loop.apply(near, at: screen.now)
        #expect(inbox.feedsToWaitOn == [end])
    }

    /// A listener that takes no feeds (no loop of its own to read them) says so and keeps the
    /// connection for messages answered one by one, as before.
    @Test func aListenerWithoutFeedsRefusesTheRequestAndKeepsTheConnection() async throws {
        let root = try ControlTestSocket.folder("hs-nofeed")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let path = root + "/homescreen.sock"
        let listener = try ControlListener(path: path) { _ in ControlReply(ok: true, message: "main") }
        defer { listener.close() }
        let (fed, next) = try await Task.detached { () throws -> (Bool, ControlReply) in
            let connection = try ControlConnection(path: path, timeout: 60)
            return (try connection.startFeed(activity: Self.id), try connection.send(.reload(kind: nil)))
        }.value
        #expect(!fed)
        #expect(next == ControlReply(ok: true, message: "main"))
    }
}

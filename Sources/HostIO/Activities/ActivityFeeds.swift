import Foundation
import Synchronization

/// Connections that feed a running live activity its updates (`homescreen activity update
/// --follow`, `homescreen run`), read by the main thread when it wakes anyway.
///
/// A client that asked for a feed (``ControlMessage/activityFeed(id:)``) sends one update a line,
/// each its binary archive in base64, and gets no answer per line. The control socket's thread
/// hands the connection here (``adopt(_:id:buffered:answering:)``) and never reads it again: its lines are
/// not read as they come but when the main thread takes the arrived updates
/// (``ActivityInbox/take()``), at its next frame. Only the last whole line of each feed is
/// decoded (a state is whole, as on iOS: an earlier one would be drawn over in the same frame).
/// So an update that comes while the screen wakes each second anyway (the strip's elapsed time)
/// costs no wakeup of its own; the run loop waits on the feeds only while it would sleep longer
/// than a second (``descriptors``).
///
/// A refused update is answered with one line (a ``ControlReply``), and the feed is closed. A
/// client that closes its side is closed here once its last line is taken: it reads the end
/// (or the refusal) to know every update was taken.
public final class ActivityFeeds: Sendable {
    /// One feed: its connection, and what it sent that is not taken yet.
    struct Feed {
        let fd: Int32
        /// The activity its updates are for.
        let id: String
        /// Bytes after the last newline.
        var partial: [UInt8] = []
        /// The last whole line not taken yet.
        var last: [UInt8]?
        /// The client closed its side (or the connection failed).
        var ended = false
    }

    /// A feed's last line, taken.
    public struct Line: Sendable {
        /// The feed's connection (to answer a refusal on).
        public let fd: Int32
        /// The activity the feed is for.
        public let id: String
        /// The line, without its newline.
        public let text: [UInt8]
    }

    private let feeds = Mutex<[Feed]>([])
    /// The longest line accepted.
    let limit: Int

    /// No feeds; lines longer than `limit` bytes are refused.
    public init(limit: Int = 64 * 1_024) {
        self.limit = limit
    }

    /// Answers `accepted` on `fd` (a connection that asked to feed `id`) and takes it, with what
    /// it sent after the request (`buffered`); false when the answer could not be written (the
    /// connection is closed). The control socket's thread. The answer is written while the
    /// feeds are held, so a client that has read it finds its feed here, and the main thread
    /// never answers on the connection before it.
    func adopt(_ fd: Int32, id: String, buffered: [UInt8], answering accepted: ControlReply) -> Bool {
        var feed = Feed(fd: fd, id: id)
        Self.split(buffered[...], into: &feed)
        return feeds.withLock { feeds in
            guard UnixSocket.write(Array((accepted.line + "\n").utf8), to: fd) else {
                Glibc.close(fd)
                return false
            }
            UnixSocket.setNonBlocking(fd)
            feeds.append(feed)
            return true
        }
    }

    /// The connections to wait on: those that may still send (the run loop's `poll`, while it
    /// would sleep longer than a second).
    public var descriptors: [Int32] {
        feeds.withLock { feeds in feeds.filter { !$0.ended }.map(\.fd) }
    }

    /// How many feeds are open (for tests and `status`).
    public var count: Int { feeds.withLock { $0.count } }

    /// Reads what every feed sent, keeping only the last whole line of each, closes those that
    /// ended with nothing left, and takes the last line of those whose client closed its side
    /// (``closeEnded()`` closes them once it is answered): what the run loop does when a feed
    /// wakes it while nothing is drawn (a program owns the terminal), so a feed never wakes it
    /// twice for the same bytes, and a client waiting for its end is not kept waiting.
    public func readAhead() -> [Line] {
        feeds.withLock { feeds in
            for index in feeds.indices { read(&feeds[index]) }
            Self.closeEnded(&feeds)
            return Self.takeLastLines(of: &feeds) { $0.ended }
        }
    }

    /// Reads every feed and takes the last whole line of each that sent one. The main thread;
    /// ``closeEnded()`` follows, once the lines are answered.
    public func take() -> [Line] {
        feeds.withLock { feeds in
            for index in feeds.indices { read(&feeds[index]) }
            return Self.takeLastLines(of: &feeds) { _ in true }
        }
    }

    /// The last line of each feed of `feeds` that has one and is `chosen`, taken from it.
    private static func takeLastLines(of feeds: inout [Feed], where chosen: (Feed) -> Bool) -> [Line] {
        var lines: [Line] = []
        for index in feeds.indices where chosen(feeds[index]) {
            guard let last = feeds[index].last else { continue }
            lines.append(Line(fd: feeds[index].fd, id: feeds[index].id, text: last))
            feeds[index].last = nil
        }
        return lines
    }

    /// Closes the feeds whose clients closed their side, their lines taken: the client, waiting
    /// for the end, then knows every update it sent was taken.
    public func closeEnded() {
        feeds.withLock { Self.closeEnded(&$0) }
    }

    private static func closeEnded(_ feeds: inout [Feed]) {
        feeds.removeAll { feed in
            guard feed.ended, feed.last == nil else { return false }
            Glibc.close(feed.fd)
            return true
        }
    }

    /// Answers `reply` on the feed `fd` (a refusal) and closes it.
    public func refuse(_ fd: Int32, with reply: ControlReply) {
        feeds.withLock { feeds in
            guard let index = feeds.firstIndex(where: { $0.fd == fd }) else { return }
            UnixSocket.write(Array((reply.line + "\n").utf8), to: fd)
            Glibc.close(fd)
            feeds.remove(at: index)
        }
    }

    /// Closes every feed (the home screen quits; clients see the end).
    public func closeAll() {
        feeds.withLock { feeds in
            for feed in feeds { Glibc.close(feed.fd) }
            feeds = []
        }
    }

    /// Reads what `feed` sent until it would block; a line over the limit ends it with a refusal.
    private func read(_ feed: inout Feed) {
        guard !feed.ended else { return }
        var chunk = [UInt8](repeating: 0, count: 16_384)
        while true {
            let count = chunk.withUnsafeMutableBytes { recv(feed.fd, $0.baseAddress, $0.count, 0) }
            if count > 0 {
                Self.split(chunk[0..<count], into: &feed)
                if feed.partial.count > limit {
                    let reply = ControlReply(ok: false, message: "message longer than \(limit) bytes")
                    UnixSocket.write(Array((reply.line + "\n").utf8), to: feed.fd)
                    feed.partial = []
                    feed.last = nil
                    feed.ended = true
                    return
                }
                continue
            }
            if count < 0, errno == EINTR { continue }
            if count == 0 || (errno != EAGAIN && errno != EWOULDBLOCK) {
                // What came after the last newline is a line too, as a one-line client's is.
                if !feed.partial.isEmpty { feed.last = feed.partial }
                feed.partial = []
                feed.ended = true
            }
            return
        }
    }

    /// Adds `bytes` to `feed`: its last whole line that is not empty is kept (an empty line, a
    /// client's keep-alive, changes nothing), and what follows the last newline.
    private static func split(_ bytes: ArraySlice<UInt8>, into feed: inout Feed) {
        var start = bytes.startIndex
        var last: (line: ArraySlice<UInt8>, joinsPartial: Bool)?
        while let newline = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) {
            let line = bytes[start..<newline]
            let joinsPartial = start == bytes.startIndex && !feed.partial.isEmpty
            if !line.isEmpty || joinsPartial { last = (line, joinsPartial) }
            start = newline + 1
        }
        if start > bytes.startIndex {
            if let last { feed.last = last.joinsPartial ? feed.partial + last.line : Array(last.line) }
            feed.partial = []
        }
        feed.partial += bytes[start...]
    }
}

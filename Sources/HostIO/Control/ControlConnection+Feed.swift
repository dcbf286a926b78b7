import Foundation

extension ControlConnection {
    /// Asks the home screen to take this connection's next lines as the running activity
    /// `id`'s feed (``ControlMessage/activityFeed(id:)``): lines sent with ``feed(_:)``, taken
    /// at its next frame and not answered one by one. False when it takes no feeds (a home
    /// screen that draws on no loop of its own, or an older one): the connection is kept as it
    /// was, one answer a message.
    public func startFeed(activity id: String) throws(ControlError) -> Bool {
        try send(.activityFeed(id: id)).ok
    }

    /// Sends `line` (an update's binary archive in base64) on a feed, without waiting. Answers
    /// the refusal the home screen sent for an earlier line, if any: it ended the feed, and
    /// `line` was not sent (the connection is closed). Throws when the connection broke.
    public func feed(_ line: String) throws(ControlError) -> ControlReply? {
        if let refusal = try takeRefusal() {
            close()
            return refusal
        }
        guard isOpen, UnixSocket.write(Array((line + "\n").utf8), to: descriptor) else {
            close()
            throw .badAnswer(path: path, reason: "closed the connection")
        }
        return nil
    }

    /// Ends a feed: closes the sending side and waits until the home screen has taken every
    /// line (it then closes the connection), at most the connection's timeout. Answers its
    /// refusal of the last line, if any; nil when all were taken, or when it has not read them
    /// within the timeout (a program owns its terminal: it takes them when it draws again).
    public func finishFeed() -> ControlReply? {
        defer { close() }
        guard isOpen else { return nil }
        shutdown(descriptor, Int32(SHUT_WR))
        // Its end without an answer, or no answer within the timeout, is no refusal.
        return try? readReply()
    }

    /// A refusal already sent, read without waiting; throws when the home screen closed the
    /// connection without one (it quit).
    private func takeRefusal() throws(ControlError) -> ControlReply? {
        guard isOpen else { return nil }
        var chunk = [UInt8](repeating: 0, count: 1_024)
        while true {
            let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT)) }
            if count > 0 {
                appendReceived(chunk[0..<count])
                continue
            }
            if count < 0, errno == EINTR { continue }
            if let reply = takeLine() { return reply }
            if count == 0 { throw .badAnswer(path: path, reason: "closed the connection") }
            return nil
        }
    }
}

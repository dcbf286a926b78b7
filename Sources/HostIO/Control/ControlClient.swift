import Foundation

/// Sends one ``ControlMessage`` to a running home screen and reads its reply: what
/// `homescreen reload` and `homescreen donate` use. Blocking, with a timeout: call it off the
/// main actor.
public enum ControlClient {
    /// Sends `message` to the home screen listening at `path` (see ``ControlSocketPath``).
    ///
    /// Throws ``ControlError/notRunning(path:)`` when nothing listens there, and
    /// ``ControlError/notOurs(path:reason:)`` when the socket is not this user's own (another
    /// user's, or open to others: when `$XDG_RUNTIME_DIR` is unset the path is in `/tmp`, where
    /// anyone may make it): nothing is sent to it.
    public static func send(_ message: ControlMessage, to path: String, timeout: TimeInterval = 5) throws(ControlError) -> ControlReply {
        // Made before connecting, so the line is there when the home screen takes the
        // connection: it is answered on that one wakeup (encoding an update takes a fresh
        // process longer than the listener takes to wake).
        let bytes = Array((message.line + "\n").utf8)
        return try ControlConnection(path: path, timeout: timeout, keepingOpen: false).exchange(bytes, last: true)
    }
}

extension ControlClient {
    /// ``send(_:to:timeout:)`` off the caller's thread and actor (the client blocks).
    public static func sendDetached(_ message: ControlMessage, to path: String) async throws(ControlError) -> ControlReply {
        let result = await Task.detached { () -> Result<ControlReply, ControlError> in
            do throws(ControlError) {
                return .success(try send(message, to: path))
            } catch {
                return .failure(error)
            }
        }.value
        return try result.get()
    }

    /// Whether a home screen of this user listens at `path`: a connection is made and closed,
    /// nothing is sent (the home screen reads an empty request and drops it).
    public static func isListening(at path: String) -> Bool {
        guard (try? UnixSocket.checkOwnSocket(at: path)) != nil, let fd = try? UnixSocket.connect(to: path) else { return false }
        close(fd)
        return true
    }
}

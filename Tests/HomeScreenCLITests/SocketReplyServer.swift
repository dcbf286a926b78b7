import Foundation
import Glibc
import HostIO

/// A control socket answered on a thread of its own: each connection's line is read as a
/// ``ControlMessage`` and answered with `reply`'s line. For tests of what the commands do with
/// an answer, which must not wait for the main queue as the home screen's listener does.
///
/// With `keepsOpen`, it answers as a home screen from before activity feeds: a connection that
/// asks is kept open for more lines, and a request for a feed, a command it does not know, is
/// answered as malformed and closes the connection.
final class SocketReplyServer: @unchecked Sendable {
    private let descriptor: Int32
    private let path: String

    init(path: String, keepsOpen: Bool = false, reply: @escaping @Sendable (ControlMessage) -> ControlReply) throws {
        self.path = path
        let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard descriptor >= 0 else { throw POSIXError(.EMFILE) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { bytes in
            for (index, byte) in path.utf8.prefix(bytes.count - 1).enumerated() { bytes[index] = byte }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        guard bound == 0, chmod(path, 0o600) == 0, listen(descriptor, 8) == 0 else {
            Glibc.close(descriptor)
            throw POSIXError(.EADDRINUSE)
        }
        self.descriptor = descriptor
        let thread = Thread {
            while true {
                let connection = accept(descriptor, nil, nil)
                guard connection >= 0 else { return }
                var received: [UInt8] = []
                var buffer = [UInt8](repeating: 0, count: 4096)
                var keptOpen = false
                repeat {
                    while !received.contains(10) {
                        let count = buffer.withUnsafeMutableBytes { recv(connection, $0.baseAddress, $0.count, 0) }
                        guard count > 0 else { break }
                        received += buffer[0..<count]
                    }
                    guard !received.isEmpty else { break }
                    let line = String(decoding: received.prefix { $0 != 10 }, as: UTF8.self)
                    received.removeFirst(min(received.count, line.utf8.count + 1))
                    let message = try? ControlMessage(line: line)
                    let answer: ControlReply
                    if keepsOpen, line == ControlMessage.keepOpenLine {
                        keptOpen = true
                        answer = ControlReply(ok: true, message: "kept open")
                    } else if let message, !(keepsOpen && Self.asksForAFeed(message)) {
                        answer = reply(message)
                    } else {
                        keptOpen = false
                        answer = ControlReply(ok: false, message: "malformed")
                    }
                    let bytes = Array((answer.line + "\n").utf8)
                    _ = bytes.withUnsafeBytes { send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
                } while keptOpen
                Glibc.close(connection)
            }
        }
        thread.start()
    }

    /// Whether `message` asks for an activity feed (which this server does not know of).
    private static func asksForAFeed(_ message: ControlMessage) -> Bool {
        if case .activityFeed = message { return true }
        return false
    }

    /// Stops accepting (the thread ends) and removes the socket file.
    func close() {
        shutdown(descriptor, Int32(SHUT_RDWR))
        Glibc.close(descriptor)
        unlink(path)
    }
}

import Foundation

/// The few socket calls the control socket needs, on Unix domain stream sockets, with errors
/// as ``ControlError``. Descriptors are made close-on-exec (a program the home screen starts
/// never inherits them).
enum UnixSocket {
    /// The credentials of a connected peer (Linux `struct ucred`, which Swift's Glibc does
    /// not import: pid, uid, gid).
    private struct PeerCredentials {
        var pid: pid_t = 0
        var uid: uid_t = 0
        var gid: gid_t = 0
    }

    /// A new stream socket.
    static func make(path: String) throws(ControlError) -> Int32 {
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { throw .system(call: "socket", path: path, errno: errno) }
        return fd
    }

    /// Runs `body` with the address of `path`.
    static func withAddress<T>(_ path: String, _ body: (UnsafePointer<sockaddr>, socklen_t) -> T) throws(ControlError) -> T {
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        guard bytes.count <= ControlSocketPath.maximumLength else {
            throw .notOurs(path: path, reason: "is longer than a socket address can hold (\(ControlSocketPath.maximumLength) bytes)")
        }
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            raw.copyBytes(from: bytes)
            raw[bytes.count] = 0
        }
        return withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { body($0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
    }

    /// A socket connected to `path`; ``ControlError/notRunning(path:)`` when nothing listens.
    static func connect(to path: String) throws(ControlError) -> Int32 {
        let fd = try make(path: path)
        let result = try withAddress(path) { Glibc.connect(fd, $0, $1) }
        guard result == 0 else {
            let code = errno
            close(fd)
            if code == ENOENT || code == ECONNREFUSED || code == ENOTSOCK { throw .notRunning(path: path) }
            throw .system(call: "connect", path: path, errno: code)
        }
        return fd
    }

    /// Checks that `path` is a socket of this user that no one else may use (mode 0600):
    /// ``ControlError/notRunning(path:)`` when there is nothing, else
    /// ``ControlError/notOurs(path:reason:)`` with what is wrong.
    static func checkOwnSocket(at path: String) throws(ControlError) {
        var info = stat()
        guard lstat(path, &info) == 0 else { throw .notRunning(path: path) }
        guard info.st_mode & S_IFMT == S_IFSOCK else { throw .notOurs(path: path, reason: "exists and is not a socket") }
        guard info.st_uid == getuid() else { throw .notOurs(path: path, reason: "belongs to another user (uid \(info.st_uid))") }
        guard info.st_mode & 0o077 == 0 else {
            throw .notOurs(path: path, reason: "is open to other users (mode 0\(String(info.st_mode & 0o777, radix: 8)))")
        }
    }

    /// Makes `fd` non-blocking.
    static func setNonBlocking(_ fd: Int32) {
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
    }

    /// Sets the send and receive timeouts of a blocking socket.
    static func setTimeout(_ fd: Int32, seconds: TimeInterval) {
        var value = timeval(tv_sec: Int(seconds), tv_usec: Int((seconds - seconds.rounded(.down)) * 1e6))
        _ = setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &value, socklen_t(MemoryLayout<timeval>.size))
        _ = setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &value, socklen_t(MemoryLayout<timeval>.size))
    }

    /// The user id of the process at the other end of `fd`, nil when it cannot be known.
    static func peerUser(_ fd: Int32) -> uid_t? {
        var credentials = PeerCredentials()
        var length = socklen_t(MemoryLayout<PeerCredentials>.size)
        guard getsockopt(fd, SOL_SOCKET, SO_PEERCRED, &credentials, &length) == 0 else { return nil }
        return credentials.uid
    }

    /// Writes all of `data` (a blocking socket, or a short reply on a non-blocking one).
    /// False when the peer went away or the write would block.
    @discardableResult
    static func write(_ data: [UInt8], to fd: Int32) -> Bool {
        var offset = 0
        while offset < data.count {
            let written = data[offset...].withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { return false }
            offset += written
        }
        return true
    }
}

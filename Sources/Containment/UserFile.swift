import Foundation
#if canImport(Glibc)
    import Glibc
#endif

/// The one way homescreen reads a file the user (or a widget's user) owns: a layout, a setting,
/// a theme, an extension's manifest or stored description, a cache, a todo list, a calendar, a
/// picture.
///
/// Whatever is at the path, reading it never blocks and never reads without bound: the file is
/// opened without waiting (`O_NONBLOCK`, so a named pipe with no writer opens at once) and
/// without becoming a controlling terminal (`O_NOCTTY`), then refused unless it is a regular
/// file (a named pipe, a device such as `/dev/zero`, a socket or a folder is named as such); a
/// file larger than its ``Limit`` is refused with the limit named; a loop of symbolic links is
/// said in words. Every failure is a ``FileError`` naming the path.
public enum UserFile {
    /// The most bytes read of one kind of file, and what that kind is called in messages.
    public struct Limit: Sendable, Equatable {
        /// The most bytes read.
        public var bytes: Int
        /// The kind of file, for the message: "a layout file".
        public var kind: String

        public init(bytes: Int, kind: String) {
            self.bytes = bytes
            self.kind = kind
        }

        /// A layout file: 16 MB (a layout of 10,000 widgets is about 1.3 MB).
        public static let layout = Limit(bytes: 16 << 20, kind: "a layout file")
        /// `config.toml`, a theme, an extension's manifest: 1 MB.
        public static let settings = Limit(bytes: 1 << 20, kind: "a settings file")
        /// A file the program keeps for itself (a cache, a stored description, a snapshot): 64 MB.
        public static let state = Limit(bytes: 64 << 20, kind: "a file homescreen keeps")
        /// A text file a widget reads (a todo list, notes, a list of pull requests): 4 MB.
        public static let text = Limit(bytes: 4 << 20, kind: "a text file a widget reads")
        /// A calendar (`.ics`): 32 MB.
        public static let calendar = Limit(bytes: 32 << 20, kind: "a calendar file")
        /// A picture: 64 MB.
        public static let picture = Limit(bytes: 64 << 20, kind: "a picture")

        /// "16 MB", "512 KB", "100 bytes".
        var size: String {
            if bytes >= 1 << 20, bytes % (1 << 20) == 0 { return "\(bytes >> 20) MB" }
            if bytes >= 1 << 10, bytes % (1 << 10) == 0 { return "\(bytes >> 10) KB" }
            return "\(bytes) bytes"
        }
    }

    /// The bytes of the file at `url` (through symbolic links), at most `limit`.
    public static func read(_ url: URL, limit: Limit) throws(FileError) -> Data {
        try read(path: url.path, limit: limit)
    }

    /// The bytes of the file at `path` (through symbolic links), at most `limit`.
    public static func read(path: String, limit: Limit) throws(FileError) -> Data {
        let (fd, size) = try open(path, limit: limit)
        defer { close(fd) }
        let tooLarge = tooLarge(path, limit)
        // Read into a buffer of the file's size (one more byte tells the end); a file that grows
        // meanwhile is read to its end or to the limit.
        var data = Data(count: size + 1)
        var filled = 0
        while true {
            if filled == data.count {
                guard filled <= limit.bytes else { throw tooLarge }
                data.count = min(data.count + 65_536, limit.bytes + 1)
            }
            let count = data.withUnsafeMutableBytes { buffer in
                Glibc.read(fd, buffer.baseAddress.map { $0 + filled }, buffer.count - filled)
            }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { throw FileError(path: path, action: "cannot be read", errno: errno) }
            if count == 0 {
                guard filled <= limit.bytes else { throw tooLarge }
                data.count = filled
                return data
            }
            filled += count
        }
    }

    /// The first `bytes` bytes of the file at `path` (through symbolic links), whatever its
    /// size, checked as ``read(path:limit:)`` checks a file: what a reader of a file's head
    /// needs (a plugin's metadata, in its first 64 KB).
    public static func head(path: String, bytes: Int) throws(FileError) -> Data {
        let (fd, _) = try open(path, limit: Limit(bytes: .max, kind: "a file"))
        defer { close(fd) }
        var data = Data(count: bytes)
        var filled = 0
        while filled < bytes {
            let count = data.withUnsafeMutableBytes { buffer in
                Glibc.read(fd, buffer.baseAddress.map { $0 + filled }, bytes - filled)
            }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { throw FileError(path: path, action: "cannot be read", errno: errno) }
            if count == 0 { break }
            filled += count
        }
        data.count = filled
        return data
    }

    /// True when nothing is at `url`, or at the end of its symbolic links (a link to nothing is
    /// written through, as a missing file is made); a loop of links or a file that cannot be
    /// looked at is something, and reading it says what is wrong.
    public static func isMissing(_ url: URL) -> Bool {
        var info = stat()
        return stat(url.path, &info) != 0 && errno == ENOENT
    }

    /// Checks that `path` is a regular file of at most `limit` bytes, without reading it (for
    /// a reader of its own, such as a picture decoder that streams the file).
    public static func check(path: String, limit: Limit) throws(FileError) {
        let (fd, _) = try open(path, limit: limit)
        close(fd)
    }

    /// The file at `path` opened for reading, once it is known to be a regular file of at most
    /// `limit` bytes, and its size.
    private static func open(_ path: String, limit: Limit) throws(FileError) -> (Int32, Int) {
        let fd = Glibc.open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard fd >= 0 else { throw FileError(path: path, action: "cannot be read", errno: errno) }
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            let error = FileError(path: path, action: "cannot be read", errno: errno)
            close(fd)
            throw error
        }
        if let kind = notRegular(info.st_mode) {
            close(fd)
            // A folder is said as the C library says it (EISDIR), like every other error here.
            throw FileError(path: path, reason: info.st_mode & S_IFMT == S_IFDIR ? "is a directory" : "is \(kind), not a file")
        }
        guard Int(info.st_size) <= limit.bytes else {
            close(fd)
            throw tooLarge(path, limit)
        }
        return (fd, max(Int(info.st_size), 0))
    }

    private static func tooLarge(_ path: String, _ limit: Limit) -> FileError {
        FileError(path: path, reason: "is larger than \(limit.size), the limit for \(limit.kind)")
    }

    /// What a file of `mode` is when it is not a regular file ("a folder", "a named pipe"); nil
    /// for a regular file.
    static func notRegular(_ mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFDIR: return "a folder"
        case S_IFIFO: return "a named pipe"
        case S_IFCHR, S_IFBLK: return "a device"
        case S_IFSOCK: return "a socket"
        default: return "not a regular file"
        }
    }
}

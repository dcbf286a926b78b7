import Foundation
#if canImport(Glibc)
    import Glibc
#endif

/// Reads a user's file whole, with every failure named in words (``FileError``): a folder
/// where the file should be, no permission, text that is not UTF-8 and the line it goes wrong.
public enum FileContents {
    /// The bytes of the file at `url` (through symbolic links).
    public static func read(_ url: URL) throws(FileError) -> Data {
        let path = url.path
        var info = stat()
        guard stat(path, &info) == 0 else { throw FileError(path: path, action: "cannot be read", errno: errno) }
        guard info.st_mode & S_IFMT != S_IFDIR else { throw FileError(path: path, reason: "is a directory") }
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw FileError(path: path, action: "cannot be read", errno: errno) }
        defer { close(fd) }
        // Read straight into a buffer of the file's size (one more byte tells the end); a file
        // that grows meanwhile is read to its end all the same.
        var data = Data(count: max(Int(info.st_size), 0) + 1)
        var filled = 0
        while true {
            if filled == data.count { data.count += 65_536 }
            let count = data.withUnsafeMutableBytes { buffer in
                Glibc.read(fd, buffer.baseAddress.map { $0 + filled }, buffer.count - filled)
            }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { throw FileError(path: path, action: "cannot be read", errno: errno) }
            if count == 0 {
                data.count = filled
                return data
            }
            filled += count
        }
    }

    /// The text of the file at `url`, which must be UTF-8.
    public static func text(_ url: URL) throws(FileError) -> String {
        try text(of: try read(url), path: url.path)
    }

    /// `data` read from the file at `path` as text, which must be UTF-8.
    public static func text(of data: Data, path: String) throws(FileError) -> String {
        // Validated as contiguous bytes: many times faster than through `Data`'s iterator.
        let validated = data.withUnsafeBytes { String(validating: $0.assumingMemoryBound(to: UInt8.self), as: UTF8.self) }
        if let text = validated { return text }
        throw FileError(path: path, reason: "is not UTF-8 text (line \(firstInvalidLine(data))); save it as UTF-8")
    }

    /// The 1-based line of the first byte that is not valid UTF-8.
    static func firstInvalidLine(_ data: Data) -> Int {
        var line = 1
        var iterator = data.makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        while true {
            switch parser.parseScalar(from: &iterator) {
            case let .valid(encoded):
                if encoded.count == 1, encoded.first == UInt8(ascii: "\n") { line += 1 }
            case .error, .emptyInput:
                return line
            }
        }
    }
}

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
        var data = Data()
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { throw FileError(path: path, action: "cannot be read", errno: errno) }
            if count == 0 { return data }
            data.append(contentsOf: chunk[0..<count])
        }
    }

    /// The text of the file at `url`, which must be UTF-8.
    public static func text(_ url: URL) throws(FileError) -> String {
        let data = try read(url)
        if let text = String(validating: data, as: UTF8.self) { return text }
        throw FileError(path: url.path, reason: "is not UTF-8 text (line \(firstInvalidLine(data))); save it as UTF-8")
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

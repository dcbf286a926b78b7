import Foundation
#if canImport(Glibc)
    import Glibc
#endif

/// Reads a user's file whole, with every failure named in words (``FileError``): a folder
/// where the file should be, no permission, text that is not UTF-8 and the line it goes wrong.
/// Reading goes through ``UserFile``: never blocking, bounded, only a regular file.
public enum FileContents {
    /// The bytes of the file at `url` (through symbolic links), at most `limit`.
    public static func read(_ url: URL, limit: UserFile.Limit = .state) throws(FileError) -> Data {
        try UserFile.read(url, limit: limit)
    }

    /// The text of the file at `url`, which must be UTF-8, at most `limit` bytes.
    public static func text(_ url: URL, limit: UserFile.Limit) throws(FileError) -> String {
        try text(of: try read(url, limit: limit), path: url.path)
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

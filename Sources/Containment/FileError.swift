import Foundation
#if canImport(Glibc)
    import Glibc
#endif

/// A file that could not be read or written, named by its path, with what is wrong in words
/// ("is a directory", "permission denied"), never a bare error code.
public struct FileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The path of the file or folder at fault.
    public var path: String
    /// What is wrong, to follow the path: "is a directory", "cannot be written: permission denied".
    public var reason: String

    /// An error about the file at `path`.
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// `action` ("cannot be written", "cannot be read") failed at `path` with `code` (an errno).
    public init(path: String, action: String, errno code: Int32) {
        self.path = path
        switch code {
        case EISDIR: reason = "is a directory"
        case ENOENT: reason = "does not exist"
        case ENOTDIR: reason = "\(action): a folder on its path is a file"
        case EROFS: reason = "\(action): it is on a read-only file system"
        case ELOOP: reason = "\(action): its symbolic links form a loop"
        default: reason = "\(action): \(Self.words(for: code))"
        }
    }

    /// The C library's words for `code`, lowercased ("permission denied").
    public static func words(for code: Int32) -> String {
        String(cString: strerror(code)).lowercased()
    }

    /// The text logs and messages show.
    public var description: String { "\(path) \(reason)" }

    /// True when nothing is at the path (the error of a file that is simply not there yet).
    public var isMissing: Bool { reason == "does not exist" }
}

import Foundation
#if canImport(Glibc)
    import Glibc
#endif

/// What a careless or hostile user can put where homescreen expects a file or a folder: a named
/// pipe (reading it would wait for a writer for good), a link to `/dev/zero` (endless), a link to
/// itself and a loop of two links. Each made at a path a test chooses.
public enum HostileFile: String, CaseIterable, Sendable, CustomStringConvertible {
    case namedPipe
    case deviceLink
    case selfLink
    case linkLoop

    /// Makes it at `url` (whose folder exists).
    public func make(at url: URL) throws {
        let path = url.path
        switch self {
        case .namedPipe:
            guard mkfifo(path, 0o600) == 0 else { throw POSIXError(.init(rawValue: errno) ?? .EIO) }
        case .deviceLink:
            try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "/dev/zero")
        case .selfLink:
            try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: path)
        case .linkLoop:
            let other = path + ".other"
            try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: other)
            try FileManager.default.createSymbolicLink(atPath: other, withDestinationPath: path)
        }
    }

    /// How a reader names it, after the path: "is a named pipe, not a file".
    public var reason: String {
        switch self {
        case .namedPipe: "is a named pipe, not a file"
        case .deviceLink: "is a device, not a file"
        case .selfLink, .linkLoop: "cannot be read: its symbolic links form a loop"
        }
    }

    public var description: String { rawValue }

    /// A fresh empty folder for one test.
    public static func folder() throws -> URL {
        let url = URL(fileURLWithPath: "/tmp/hs-hostile-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// What `url` is now, to check a file was left as it was: "fifo", "link to X", or its bytes.
    public static func state(of url: URL) -> String {
        var info = stat()
        guard lstat(url.path, &info) == 0 else { return "nothing" }
        switch info.st_mode & S_IFMT {
        case S_IFIFO: return "fifo"
        case S_IFLNK: return "link to " + ((try? FileManager.default.destinationOfSymbolicLink(atPath: url.path)) ?? "?")
        default: return (try? String(contentsOf: url, encoding: .utf8)) ?? "unreadable"
        }
    }
}

import Foundation
#if canImport(Glibc)
    import Glibc
#endif

/// The one way homescreen lists a folder the user owns (themes, installed extensions, calendars,
/// notes, pictures): what is at the path is checked first, without blocking, so a file, a named
/// pipe or a loop of symbolic links where the folder should be is a ``FileError`` naming the
/// path, and a folder that does not exist is simply none.
public enum UserFolder {
    /// The names in the folder at `url` (through symbolic links), sorted, those starting with a
    /// dot left out; nil when nothing is there.
    public static func names(in url: URL) throws(FileError) -> [String]? {
        let path = url.path
        var info = stat()
        guard stat(path, &info) == 0 else {
            if errno == ENOENT { return nil }
            throw FileError(path: path, action: "cannot be read", errno: errno)
        }
        guard info.st_mode & S_IFMT == S_IFDIR else {
            let kind = UserFile.notRegular(info.st_mode) ?? "a file"
            throw FileError(path: path, reason: "is \(kind), not a folder")
        }
        do {
            return try FileManager.default.contentsOfDirectory(atPath: path).filter { !$0.hasPrefix(".") }.sorted()
        } catch {
            throw FileError(path: path, action: "cannot be read", errno: EACCES)
        }
    }
}

import Foundation
#if canImport(Glibc)
    import Glibc
#endif

/// Folders for private state (widget caches, donations, the log): made with mode 0700, as the
/// XDG base directory specification asks, so that only their owner can read what is in them.
public enum PrivateFolder {
    /// Makes `url` and any missing folder above it with mode 0700. When `url` exists with
    /// access for others (0755, as earlier versions made it) and belongs to this user, it is
    /// tightened to 0700; folders above it that exist are left as they are.
    public static func make(_ url: URL) throws(FileError) {
        if try !makeMissing(url) {
            var info = stat()
            if stat(url.path, &info) == 0, info.st_mode & 0o077 != 0, info.st_uid == geteuid() {
                _ = chmod(url.path, info.st_mode & 0o7700)
            }
        }
    }

    /// Makes `url` (and its missing parents) with mode 0700; false when it was there already.
    private static func makeMissing(_ url: URL) throws(FileError) -> Bool {
        let path = url.path
        var info = stat()
        if stat(path, &info) == 0 {
            guard info.st_mode & S_IFMT == S_IFDIR else { throw FileError(path: path, reason: "is not a folder") }
            return false
        }
        let parent = url.deletingLastPathComponent()
        if parent.path != path { _ = try makeMissing(parent) }
        guard mkdir(path, 0o700) == 0 || errno == EEXIST else {
            throw FileError(path: path, action: "cannot be made", errno: errno)
        }
        // mkdir's mode passes through the umask; 0700 is wanted whatever it is.
        _ = chmod(path, 0o700)
        return true
    }
}

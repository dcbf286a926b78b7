#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif
import Foundation

/// The space of the file system holding a path, from `statvfs(3)`, as `df` reports it.
enum DiskSpaceReader {
    /// The figures for `path`, or why there are none.
    @Sendable static func space(of path: String) -> Result<DiskSpace, DiskProblem> {
        var stats = statvfs()
        guard statvfs(path, &stats) == 0 else {
            let code = errno
            let reason = code == ENOENT ? "no such folder" : String(cString: strerror(code))
            return .failure(DiskProblem(message: reason))
        }
        let block = Double(stats.f_frsize)
        let total = Double(stats.f_blocks) * block
        let free = Double(stats.f_bfree) * block
        return .success(DiskSpace(total: total, used: total - free, available: Double(stats.f_bavail) * block))
    }
}

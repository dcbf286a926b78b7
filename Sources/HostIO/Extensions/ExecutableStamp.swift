import Foundation
#if canImport(Glibc)
    import Glibc
#endif

/// What tells a changed program from the one that was described: its size and modification
/// time (to the nanosecond), as `stat(2)` gives them through symbolic links.
public struct ExecutableStamp: Equatable, Sendable {
    /// Bytes.
    public var size: Int
    /// Nanoseconds since 1970.
    public var modified: Int

    /// A stamp of known values.
    public init(size: Int, modified: Int) {
        self.size = size
        self.modified = modified
    }

    /// The stamp of the file at `path`; nil when there is no file there.
    public init?(path: String) {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        size = Int(status.st_size)
        modified = Int(status.st_mtim.tv_sec) * 1_000_000_000 + Int(status.st_mtim.tv_nsec)
    }

    /// The stamp as a build id (``WidgetDescriptor/build``): widgets without a build of their
    /// own are taken to change when their program does.
    public var build: String { "program \(size) \(modified)" }

    /// The stamp of the running program (`/proc/self/exe`), read once; nil where there is none.
    public static let running = ExecutableStamp(path: "/proc/self/exe")
}

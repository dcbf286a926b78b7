import Foundation
import Synchronization
import WidgetEngine

#if canImport(Glibc)
    import Glibc
#endif

/// A log file lines are appended to, rotated by size (``LogRotation``).
///
/// One per path in a process (``shared(at:rotation:)``), so that every handler writing there
/// takes the same lock: a line is one `write(2)` to a descriptor opened with `O_APPEND`, never
/// split or interleaved with another. Rotation keeps the current path complete at every moment:
/// the older files move up by `rename(2)`, the current one is linked to `.1`, and a new empty
/// file takes its place by one `rename(2)`, so a reader always opens a whole file. Another
/// process appending to the same log (a second home screen) notices at its next rotation that
/// the path names another file, and reopens it rather than rotating again.
final class LogFile: Sendable {
    private struct Open {
        var descriptor: Int32 = -1
    }

    /// The file's path.
    let path: String
    /// When to start a new file and how many to keep.
    let rotation: LogRotation
    private let current: Mutex<Open>

    private static let files = Mutex<[String: LogFile]>([:])

    /// The one log file of this process at `url`; the rotation of whoever opened it first holds.
    static func shared(at url: URL, rotation: LogRotation) -> LogFile {
        let path = url.standardizedFileURL.path
        return files.withLock { files in
            if let file = files[path] { return file }
            let file = LogFile(path: path, rotation: rotation)
            files[path] = file
            return file
        }
    }

    private init(path: String, rotation: LogRotation) {
        self.path = path
        self.rotation = rotation
        // The log quotes widget state (titles, errors): owner only, like the state beside it.
        try? PrivateFolder.make(URL(fileURLWithPath: path).deletingLastPathComponent())
        var state = Open()
        state.descriptor = Self.openForAppending(path)
        _ = chmod(path, 0o600)
        current = Mutex(state)
    }

    deinit {
        current.withLock { if $0.descriptor >= 0 { close($0.descriptor) } }
    }

    /// Appends `line` (its own newline included) whole, after starting a new file when it
    /// would take the current one past the rotation's size.
    func append(_ line: String) {
        let bytes = Array(line.utf8)
        current.withLock { state in
            if state.descriptor < 0 { state.descriptor = Self.openForAppending(path) }
            guard state.descriptor >= 0 else { return }
            if Self.size(of: state.descriptor) + bytes.count > rotation.maxBytes {
                rotate(&state, adding: bytes.count)
            }
            _ = bytes.withUnsafeBytes { DescriptorWriting.writeAll($0, to: state.descriptor) }
        }
    }

    /// Starts a new file, unless another process did so already (then its file is used, and
    /// rotated again only if it too is full).
    private func rotate(_ state: inout Open, adding count: Int) {
        if !Self.isCurrent(state.descriptor, at: path) {
            close(state.descriptor)
            state.descriptor = Self.openForAppending(path)
            guard state.descriptor >= 0, Self.size(of: state.descriptor) + count > rotation.maxBytes else { return }
        }
        // An empty file takes a line of any length.
        guard Self.size(of: state.descriptor) > 0 else { return }
        // The new file first: where none can be made, the current one grows rather than lose lines.
        let fresh = "\(path).new-\(getpid())"
        let descriptor = Self.openForAppending(fresh)
        guard descriptor >= 0 else { return }
        var number = rotation.generations
        while number > 1 {
            _ = rename(LogRotation.path(of: number - 1, for: path), LogRotation.path(of: number, for: path))
            number -= 1
        }
        if rotation.generations > 0 {
            let first = LogRotation.path(of: 1, for: path)
            _ = unlink(first)
            // A link keeps the current file at its path until the new one replaces it.
            if link(path, first) != 0 { _ = rename(path, first) }
        }
        guard rename(fresh, path) == 0 else {
            close(descriptor)
            _ = unlink(fresh)
            return
        }
        close(state.descriptor)
        state.descriptor = descriptor
    }

    private static func openForAppending(_ path: String) -> Int32 {
        Glibc.open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o600)
    }

    private static func size(of descriptor: Int32) -> Int {
        var info = stat()
        return fstat(descriptor, &info) == 0 ? Int(info.st_size) : 0
    }

    /// True when `descriptor` is the file at `path` (not one renamed away by another process).
    private static func isCurrent(_ descriptor: Int32, at path: String) -> Bool {
        var open = stat()
        var named = stat()
        guard fstat(descriptor, &open) == 0, stat(path, &named) == 0 else { return false }
        return open.st_dev == named.st_dev && open.st_ino == named.st_ino
    }
}

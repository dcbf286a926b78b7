import Foundation
#if canImport(Glibc)
    import Glibc
#endif

/// Atomic file writes: the bytes go to a temporary file in the target's own folder
/// (`.<name>.<UUID>.tmp`), which is then renamed over the target, so a reader (or a crash)
/// sees the old file or the new one, never a torn one.
///
/// - A symbolic link is followed to its final target, and the target is replaced, not the link
///   (dotfile managers link `home.toml` into place).
/// - The file keeps its mode, and its owner where the process may set it (``Permissions/keep(newFile:)``),
///   or always gets one mode (``Permissions/exactly(_:)``, 0600 for private state).
/// - A target without write permission (a read-only file, as under home-manager) is refused with
///   a ``FileError`` and left as it is; so is a directory.
/// - With `durable`, the file's data is flushed (`fsync`) before the rename and the folder after
///   it, so after a power loss the file is the old one or the new one, never empty. Files that
///   are rebuilt anyway (caches) skip it.
public enum AtomicFile {
    /// The mode a written file gets.
    public enum Permissions: Sendable, Equatable {
        /// An existing file keeps its mode and owner; a new one gets `newFile`.
        case keep(newFile: mode_t)
        /// Always this mode, whatever the file had.
        case exactly(mode_t)
    }

    /// The system calls a write makes that a test replaces (a failing rename, recorded syncs).
    struct System: Sendable {
        var rename: @Sendable (String, String) -> Int32
        var fsync: @Sendable (Int32) -> Int32
        static let live = System(rename: { Glibc.rename($0, $1) }, fsync: { Glibc.fsync($0) })
    }

    /// Writes `data` to `url` (through symbolic links) atomically. Returns the file written:
    /// `url`, or the final target of the link at `url`.
    @discardableResult
    public static func write(
        _ data: Data, to url: URL, permissions: Permissions = .keep(newFile: 0o644),
        durable: Bool = true
    ) throws(FileError) -> URL {
        try write(data, to: url, permissions: permissions, durable: durable, system: .live)
    }

    @discardableResult
    static func write(_ data: Data, to url: URL, permissions: Permissions, durable: Bool, system: System) throws(FileError) -> URL {
        let target = try resolvedTarget(of: url)
        let path = target.path
        let folder = target.deletingLastPathComponent().path
        var existing = stat()
        let exists = stat(path, &existing) == 0
        if exists {
            guard existing.st_mode & S_IFMT != S_IFDIR else { throw FileError(path: path, reason: "is a directory") }
            guard existing.st_mode & S_IFMT == S_IFREG else { throw FileError(path: path, reason: "is not a regular file") }
            if access(path, W_OK) != 0 {
                throw FileError(path: path, action: "is read-only", errno: errno)
            }
            // Root may write anything: a file whose mode allows nobody to write is read-only all the same.
            guard existing.st_mode & 0o222 != 0 else {
                throw FileError(path: path, reason: "is read-only (mode \(octal(existing.st_mode)))")
            }
        }
        let mode: mode_t
        switch permissions {
        case let .keep(newFile): mode = exists ? existing.st_mode & 0o7777 : newFile
        case let .exactly(exactly): mode = exactly
        }
        var folderInfo = stat()
        if stat(folder, &folderInfo) == 0, folderInfo.st_mode & 0o222 == 0 {
            throw FileError(path: folder, reason: "is a read-only folder (mode \(octal(folderInfo.st_mode)))")
        }
        let temporary = folder + "/" + temporaryName(for: target.lastPathComponent)
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw FileError(path: folder, action: "is a folder that cannot be written to", errno: errno) }
        var failure: FileError?
        if !data.withUnsafeBytes({ DescriptorWriting.writeAll($0, to: fd) }) {
            failure = FileError(path: temporary, action: "cannot be written", errno: errno)
        } else if fchmod(fd, mode) != 0 {
            failure = FileError(path: temporary, action: "cannot be given mode \(octal(mode))", errno: errno)
        } else {
            if exists, case .keep = permissions, existing.st_uid != geteuid() || existing.st_gid != getegid() {
                // Keeping the owner is possible only for root (and the group for its members): best effort.
                _ = fchown(fd, existing.st_uid, existing.st_gid)
            }
            if durable, system.fsync(fd) != 0 {
                failure = FileError(path: temporary, action: "cannot be flushed to disk", errno: errno)
            }
        }
        close(fd)
        if let failure {
            unlink(temporary)
            throw failure
        }
        guard system.rename(temporary, path) == 0 else {
            let code = errno
            unlink(temporary)
            throw FileError(path: path, action: "cannot be replaced", errno: code)
        }
        if durable {
            // The rename is in the folder: flush it too. A file system that cannot is no reason to fail.
            let folderFD = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            if folderFD >= 0 {
                _ = system.fsync(folderFD)
                close(folderFD)
            }
        }
        return target
    }

    /// The final target of `url` when it is a symbolic link (or a chain of them), else `url`.
    /// A link to a file that does not exist yet gives that file.
    public static func resolvedTarget(of url: URL) throws(FileError) -> URL {
        var path = url.path
        for _ in 0..<40 {
            var info = stat()
            guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return URL(fileURLWithPath: path) }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink(path, &buffer, buffer.count - 1)
            guard count > 0 else { throw FileError(path: path, action: "cannot be followed", errno: errno) }
            let destination = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            path = destination.hasPrefix("/") ? destination : (path as NSString).deletingLastPathComponent + "/" + destination
        }
        throw FileError(path: url.path, reason: "is a chain of more than 40 symbolic links")
    }

    /// The name of a temporary file for `name`: `.<name>.<UUID>.tmp`.
    static func temporaryName(for name: String) -> String {
        ".\(name).\(UUID().uuidString).tmp"
    }

    /// The name of the file `candidate` is one of this type's temporary files for, or nil when
    /// it is not one (exactly `.<name>.<UUID>.tmp`).
    public static func temporaryTarget(of candidate: String) -> String? {
        guard candidate.hasPrefix("."), candidate.hasSuffix(".tmp"), candidate.utf8.count > 42 else { return nil }
        let body = candidate.dropFirst().dropLast(4) // <name>.<UUID>
        let uuid = body.suffix(36)
        let name = body.dropLast(37)
        guard !name.isEmpty, body.dropLast(36).hasSuffix("."), UUID(uuidString: String(uuid)) != nil else { return nil }
        return String(name)
    }

    /// Removes the temporary files that interrupted writes left in `folder` for the files
    /// `matching` accepts (by name); nothing else is touched. Returns the paths removed.
    @discardableResult
    public static func removeStaleTemporaries(in folder: URL, for matching: (String) -> Bool) -> [String] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return [] }
        var removed: [String] = []
        for name in names.sorted() {
            guard let target = temporaryTarget(of: name), matching(target) else { continue }
            let path = folder.appendingPathComponent(name).path
            var info = stat()
            guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG, unlink(path) == 0 else { continue }
            removed.append(path)
        }
        return removed
    }

    /// Removes the temporary files that interrupted writes of `url` left (in its folder, and in
    /// the folder of the link's target); nothing else is touched. Returns the paths removed.
    @discardableResult
    public static func removeStaleTemporaries(of url: URL) -> [String] {
        var places = [url]
        if let target = try? resolvedTarget(of: url), target.path != url.path { places.append(target) }
        return places.flatMap { place in
            removeStaleTemporaries(in: place.deletingLastPathComponent()) { $0 == place.lastPathComponent }
        }
    }

    private static func octal(_ mode: mode_t) -> String {
        "0" + String(mode & 0o7777, radix: 8)
    }
}

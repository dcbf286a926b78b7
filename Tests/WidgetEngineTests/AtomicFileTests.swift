import Foundation
#if canImport(Glibc)
    import Glibc
#endif
import Synchronization
import Testing
@testable import WidgetEngine

/// Atomic writes as the OS sees them: a new inode renamed into place, symbolic links written
/// through, modes kept, read-only files and folders refused, failures cleaned up, the data and
/// the folder flushed (issue 19 items 2, 3, 7; issue 24 item 10).
struct AtomicFileTests {
    private func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("atomic-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    private func mode(_ path: String) -> mode_t {
        var info = stat()
        return stat(path, &info) == 0 ? info.st_mode & 0o7777 : 0
    }

    private func inode(_ path: String) -> UInt64 {
        var info = stat()
        return stat(path, &info) == 0 ? UInt64(info.st_ino) : 0
    }

    private func text(_ url: URL) -> String {
        (try? String(contentsOf: url, encoding: .utf8)) ?? "(none)"
    }

    @Test func aWriteReplacesTheFileWithANewOneAReaderOfTheOldKeepsReadingIt() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.appendingPathComponent("home.toml")
        try AtomicFile.write(Data("old".utf8), to: file)
        let before = inode(file.path)
        let reader = open(file.path, O_RDONLY)
        defer { close(reader) }
        try AtomicFile.write(Data("new".utf8), to: file)
        // Written in place, the reader would see "new" and the inode would be the same.
        var buffer = [UInt8](repeating: 0, count: 16)
        let count = read(reader, &buffer, buffer.count)
        #expect(String(decoding: buffer[0..<max(0, count)], as: UTF8.self) == "old")
        #expect(inode(file.path) != before)
        #expect(text(file) == "new")
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path) == ["home.toml"])
    }

    @Test func aSymlinkIsWrittenThroughToItsTargetWhichKeepsItsMode() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let dotfiles = root.appendingPathComponent("dotfiles/homescreen")
        let config = root.appendingPathComponent("config/homescreen")
        try FileManager.default.createDirectory(at: dotfiles, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        let target = dotfiles.appendingPathComponent("home.toml")
        try "mine".write(to: target, atomically: false, encoding: .utf8)
        #expect(chmod(target.path, 0o600) == 0)
        let link = config.appendingPathComponent("home.toml")
        // Relative, as GNU Stow makes them, through a second link.
        let middle = root.appendingPathComponent("middle.toml")
        try FileManager.default.createSymbolicLink(atPath: middle.path, withDestinationPath: "dotfiles/homescreen/home.toml")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "../../middle.toml")

        let written = try AtomicFile.write(Data("edited".utf8), to: link)
        #expect(written.resolvingSymlinksInPath().path == target.resolvingSymlinksInPath().path)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "../../middle.toml") // still a link
        #expect(text(target) == "edited")
        #expect(text(link) == "edited")
        #expect(mode(target.path) == 0o600)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dotfiles.path) == ["home.toml"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: config.path) == ["home.toml"])
    }

    @Test func aFileKeepsItsModeANewOneGetsTheDefaultAndExactlyOverridesBoth() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let kept = root.appendingPathComponent("kept.toml")
        try AtomicFile.write(Data("1".utf8), to: kept)
        #expect(mode(kept.path) == 0o644)
        #expect(chmod(kept.path, 0o640) == 0)
        try AtomicFile.write(Data("2".utf8), to: kept)
        #expect(mode(kept.path) == 0o640)
        let state = root.appendingPathComponent("state.cache")
        try AtomicFile.write(Data("1".utf8), to: state)
        try AtomicFile.write(Data("2".utf8), to: state, permissions: .exactly(0o600))
        #expect(mode(state.path) == 0o600)
    }

    @Test func aReadOnlyFileIsRefusedAndLeftAsItIs() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.appendingPathComponent("home.toml")
        try AtomicFile.write(Data("nix store".utf8), to: file)
        #expect(chmod(file.path, 0o444) == 0)
        #expect(throws: FileError(path: file.path, reason: "is read-only (mode 0444)")) {
            try AtomicFile.write(Data("edited".utf8), to: file)
        }
        #expect(text(file) == "nix store")
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path) == ["home.toml"])
    }

    @Test func aReadOnlyFolderIsRefusedAndNothingIsLeftInIt() throws {
        let root = try folder()
        defer {
            chmod(root.path, 0o755)
            try? FileManager.default.removeItem(at: root)
        }
        let file = root.appendingPathComponent("home.toml")
        try AtomicFile.write(Data("old".utf8), to: file)
        #expect(chmod(root.path, 0o555) == 0)
        #expect(throws: FileError(path: root.path, reason: "is a read-only folder (mode 0555)")) {
            try AtomicFile.write(Data("new".utf8), to: file)
        }
        #expect(text(file) == "old")
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path) == ["home.toml"])
    }

    @Test func aDirectoryInTheWayIsNamedInWords() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.appendingPathComponent("home.toml")
        try FileManager.default.createDirectory(at: file, withIntermediateDirectories: false)
        #expect(throws: FileError(path: file.path, reason: "is a directory")) { try AtomicFile.write(Data("x".utf8), to: file) }
        #expect(throws: FileError(path: file.path, reason: "is a directory")) { try FileContents.read(file) }
        #expect(FileError(path: file.path, reason: "is a directory").description == "\(file.path) is a directory")
        #expect(FileError(path: "/x", action: "cannot be read", errno: EACCES).description == "/x cannot be read: permission denied")
    }

    @Test func aFailedRenameLeavesTheFileAndNoTemporaryFile() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.appendingPathComponent("home.toml")
        try AtomicFile.write(Data("old".utf8), to: file)
        let failing = AtomicFile.System(
            rename: { _, _ in
                errno = EXDEV
                return -1
            }, fsync: { Glibc.fsync($0) })
        #expect(throws: FileError(path: file.path, reason: "cannot be replaced: invalid cross-device link")) {
            try AtomicFile.write(Data("new".utf8), to: file, permissions: .keep(newFile: 0o644), durable: true, system: failing)
        }
        #expect(text(file) == "old")
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path) == ["home.toml"])
    }

    /// Decided: a durable write flushes the file's data before the rename (else a power loss can
    /// leave the new name on an empty file) and the folder after it (else the rename itself can
    /// be lost); caches, rebuilt anyway, are written without either.
    @Test func aDurableWriteFlushesTheFileThenRenamesThenFlushesTheFolder() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.appendingPathComponent("home.toml")
        let calls = Mutex<[String]>([])
        let recording = AtomicFile.System(
            rename: { from, to in
                calls.withLock {
                    $0.append(
                        "rename \((from as NSString).lastPathComponent.hasPrefix(".home.toml.") ? "temporary" : from) -> \((to as NSString).lastPathComponent)"
                    )
                }
                return Glibc.rename(from, to)
            },
            fsync: { fd in
                var buffer = [CChar](repeating: 0, count: 4_096)
                let count = readlink("/proc/self/fd/\(fd)", &buffer, buffer.count - 1)
                let path = String(decoding: buffer[0..<max(0, count)].map { UInt8(bitPattern: $0) }, as: UTF8.self)
                let name = (path as NSString).lastPathComponent
                calls.withLock { $0.append("fsync \(name.hasPrefix(".home.toml.") ? "temporary" : name)") }
                return Glibc.fsync(fd)
            })
        try AtomicFile.write(Data("x".utf8), to: file, permissions: .keep(newFile: 0o644), durable: true, system: recording)
        #expect(calls.withLock { $0 } == ["fsync temporary", "rename temporary -> home.toml", "fsync \(root.lastPathComponent)"])
        calls.withLock { $0.removeAll() }
        try AtomicFile.write(Data("y".utf8), to: file, permissions: .exactly(0o600), durable: false, system: recording)
        #expect(calls.withLock { $0 } == ["rename temporary -> home.toml"])
    }

    @Test func staleTemporaryFilesOfOurOwnPatternGoAndNothingElse() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.appendingPathComponent("home.toml")
        try AtomicFile.write(Data("layout".utf8), to: file)
        let uuid = UUID().uuidString
        let stale = [".home.toml.\(uuid).tmp", ".home.toml.\(UUID().uuidString).tmp"]
        let kept = [
            ".home.toml.not-a-uuid.tmp", ".home.toml.\(uuid).tmp.bak", ".other.toml.\(uuid).tmp", "home.toml.\(uuid).tmp",
            ".home.toml.\(uuid)", "notes.txt",
        ]
        for name in stale + kept { try Data().write(to: root.appendingPathComponent(name)) }
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent(".home.toml.\(UUID().uuidString).tmp"),
            withIntermediateDirectories: false) // not a file: left
        let removed = AtomicFile.removeStaleTemporaries(of: file)
        #expect(Set(removed) == Set(stale.map { root.appendingPathComponent($0).path }))
        let left = Set(try FileManager.default.contentsOfDirectory(atPath: root.path))
        #expect(left.isSuperset(of: Set(kept + ["home.toml"])))
        #expect(left.count == kept.count + 2)
        #expect(text(file) == "layout")
    }

    @Test func aFileThatIsNotUTF8IsNamedWithItsLine() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.appendingPathComponent("home.toml")
        try Data("[[page]]\n# caf".utf8 + [0xE9] + "\n".utf8).write(to: file)
        #expect(throws: FileError(path: file.path, reason: "is not UTF-8 text (line 2); save it as UTF-8")) {
            try FileContents.text(file, limit: .text)
        }
    }
}

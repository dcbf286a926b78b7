import Foundation
import Testing
import TestSupport
import WidgetEngine

/// The one reader of users' files (issue 33, root cause 4): whatever is at the path, it answers
/// at once, reads at most its limit, and names the path and what is wrong.
struct UserFileTests {
    @Test(arguments: HostileFile.allCases) func whatIsNotAFileIsNamedWithoutBlocking(_ hostile: HostileFile) throws {
        let folder = try HostileFile.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("home.toml")
        try hostile.make(at: file)
        #expect(throws: FileError(path: file.path, reason: hostile.reason)) { try UserFile.read(file, limit: .layout) }
        #expect(throws: FileError(path: file.path, reason: hostile.reason)) { try UserFile.check(path: file.path, limit: .picture) }
        #expect(throws: FileError(path: file.path, reason: hostile.reason)) { try UserFile.head(path: file.path, bytes: 64) }
        #expect(!UserFile.isMissing(file), "a \(hostile) is something, not nothing")
        #expect(HostileFile.state(of: file).hasPrefix(hostile == .namedPipe ? "fifo" : "link to"), "left as it was")
    }

    @Test func aFileLargerThanItsLimitIsRefusedNamingTheLimit() throws {
        let folder = try HostileFile.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("todo.txt")
        try Data(repeating: 0x61, count: 2_000).write(to: file)
        let limit = UserFile.Limit(bytes: 1_024, kind: "a test file")
        #expect(throws: FileError(path: file.path, reason: "is larger than 1 KB, the limit for a test file")) {
            try UserFile.read(file, limit: limit)
        }
        #expect(try UserFile.read(file, limit: .text).count == 2_000)
    }

    @Test func aHeadIsTheFirstBytesOfAFileOfAnySize() throws {
        let folder = try HostileFile.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("cpu.5s.sh")
        try Data(repeating: 0x61, count: 200_000).write(to: file)
        #expect(try UserFile.head(path: file.path, bytes: 65_536) == Data(repeating: 0x61, count: 65_536))
        try Data("#!/bin/sh\n".utf8).write(to: file)
        #expect(try UserFile.head(path: file.path, bytes: 65_536) == Data("#!/bin/sh\n".utf8))
    }

    @Test func aMissingFileAndADanglingLinkAreMissing() throws {
        let folder = try HostileFile.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let missing = folder.appendingPathComponent("none.toml")
        #expect(UserFile.isMissing(missing))
        #expect(throws: FileError(path: missing.path, reason: "does not exist")) { try UserFile.read(missing, limit: .settings) }
        let dangling = folder.appendingPathComponent("dangling.toml")
        try FileManager.default.createSymbolicLink(atPath: dangling.path, withDestinationPath: missing.path)
        #expect(UserFile.isMissing(dangling), "a link to nothing: written through, as before")
    }

    @Test(arguments: [HostileFile.namedPipe, .selfLink, .linkLoop]) func aFolderThatIsNotOneIsNamed(_ hostile: HostileFile) throws {
        let folder = try HostileFile.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let themes = folder.appendingPathComponent("themes")
        try hostile.make(at: themes)
        let reason = hostile == .namedPipe ? "is a named pipe, not a folder" : "cannot be read: its symbolic links form a loop"
        #expect(throws: FileError(path: themes.path, reason: reason)) { try UserFolder.names(in: themes) }
        let file = folder.appendingPathComponent("extensions")
        try Data("x".utf8).write(to: file)
        #expect(throws: FileError(path: file.path, reason: "is a file, not a folder")) { try UserFolder.names(in: file) }
        #expect(try UserFolder.names(in: folder.appendingPathComponent("none")) == nil)
    }
}

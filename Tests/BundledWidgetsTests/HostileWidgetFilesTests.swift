import Foundation
import Testing
import TestSupport
import WidgetEngine
@testable import BundledWidgets

/// The files widgets read (a todo list, notes, calendars, pull requests, pictures), made a named
/// pipe, a link to `/dev/zero`, a link to itself or a loop of links (issue 33, root cause 4): the
/// widget shows a problem naming the path at once, where a named pipe blocked its provider until
/// its deadline and `/dev/zero` was read without end.
struct HostileWidgetFilesTests {
    static let folders = UserFolders(environment: ["HOME": "/nonexistent-home"])

    @Test(arguments: HostileFile.allCases) func aTodoList(_ hostile: HostileFile) throws {
        let folder = try HostileFile.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("todo.txt")
        try hostile.make(at: file)
        #expect(TodoFile(path: file.path).read() == .failure(.unreadable(path: file.path, detail: hostile.reason)))
    }

    @Test(arguments: HostileFile.allCases) func notes(_ hostile: HostileFile) throws {
        let folder = try HostileFile.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("notes.txt")
        try hostile.make(at: file)
        #expect(NotesSource.load(file.path, folders: Self.folders) == .failure(.unreadable(path: file.path, detail: hostile.reason)))
        // In a folder of notes, the others are still read.
        try Data("one line\n".utf8).write(to: folder.appendingPathComponent("good.txt"))
        let notes = try NotesSource.load(folder.path, folders: Self.folders).get()
        #expect(notes.lines.count == 1)
        #expect(notes.skipped.contains { $0.hasPrefix("notes.txt: ") })
    }

    @Test(arguments: HostileFile.allCases) func aCalendar(_ hostile: HostileFile) throws {
        let folder = try HostileFile.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("home.ics")
        try hostile.make(at: file)
        guard case let .success(library) = CalendarFolder(path: file.path).read() else {
            Issue.record("expected a library with the file's problem")
            return
        }
        #expect(library.problems.map(\.message) == [hostile.reason])
    }

    @Test(arguments: HostileFile.allCases) func pullRequests(_ hostile: HostileFile) throws {
        let folder = try HostileFile.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("pulls.json")
        try hostile.make(at: file)
        #expect(PullRequestFile.load(file.path, folders: Self.folders) == .failure(.malformed(path: file.path, detail: hostile.reason)))
    }

    @Test(arguments: HostileFile.allCases) func aPicture(_ hostile: HostileFile) throws {
        let folder = try HostileFile.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("photo.png")
        try hostile.make(at: file)
        #expect(UIImage(contentsOfFile: file.path) == nil)
    }
}

import Foundation
import Glibc
@testable import HostIO
import Testing

/// The watch of the files and folders widgets read (issue 39): the paths a change concerns,
/// a missing file's folders followed until it appears, a folder's files and subfolders, and
/// nothing for the files beside them. inotify queues an event before the call that caused it
/// returns, so each check reads what is queued, without waiting.
@MainActor
struct PathWatcherTests {
    private let root: URL

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("hs-watch-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    private func path(_ name: String) -> String { root.appendingPathComponent(name).path }

    /// Writes `text` to `name` with open, write and close, so every event it makes is queued
    /// when it returns.
    private func write(_ name: String, _ text: String = "x") throws {
        let descriptor = open(path(name), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        try #require(descriptor >= 0)
        _ = text.utf8CString.withUnsafeBufferPointer { Glibc.write(descriptor, $0.baseAddress, $0.count - 1) }
        close(descriptor)
    }

    @Test func aMissingFileIsReportedAsItsFoldersAndThenItAppears() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let watcher = try #require(PathWatcher())
        defer { watcher.stop() }
        let todo = path("a/b/todo.txt")
        #expect(watcher.watch([todo]))
        #expect(watcher.readChanges().isEmpty)
        try write("other.txt")
        #expect(watcher.readChanges().isEmpty)
        try FileManager.default.createDirectory(atPath: path("a"), withIntermediateDirectories: false)
        #expect(watcher.readChanges() == [todo])
        try FileManager.default.createDirectory(atPath: path("a/b"), withIntermediateDirectories: false)
        #expect(watcher.readChanges() == [todo])
        try write("a/b/done.txt")
        #expect(watcher.readChanges().isEmpty)
        try write("a/b/todo.txt", "(A) call Ana")
        #expect(watcher.readChanges() == [todo])
        try FileManager.default.removeItem(atPath: todo)
        #expect(watcher.readChanges() == [todo])
    }

    /// `mkdir -p a/b` racing the watcher: `a/b` is made after it looked for `a`'s folders and
    /// before its watch on `a` was in place, so no event says so. It looks again once the
    /// watches are in place, reports the path and watches `a/b`, where the file then appears.
    @Test func aFolderMadeWhileTheWatchesMoveIsFound() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let watcher = try #require(PathWatcher())
        defer { watcher.stop() }
        let todo = path("a/b/todo.txt")
        #expect(watcher.watch([todo]))
        try FileManager.default.createDirectory(atPath: path("a"), withIntermediateDirectories: false)
        var raced = false
        watcher.beforeWatching = { [path] in
            guard !raced else { return }
            raced = true
            try? FileManager.default.createDirectory(atPath: path("a/b"), withIntermediateDirectories: false)
        }
        #expect(watcher.readChanges() == [todo])
        #expect(raced)
        try write("a/b/todo.txt", "(A) call Ana")
        #expect(watcher.readChanges() == [todo])
    }

    @Test func aFileReplacedByRenamingIsReported() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try write("notes.txt")
        let watcher = try #require(PathWatcher())
        defer { watcher.stop() }
        watcher.watch([path("notes.txt")])
        try write(".notes.txt.tmp", "new")
        #expect(watcher.readChanges().isEmpty)
        #expect(rename(path(".notes.txt.tmp"), path("notes.txt")) == 0)
        #expect(watcher.readChanges() == [path("notes.txt")])
    }

    @Test func aFoldersFilesAndSubfoldersAreItsChanges() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(atPath: path("calendars/personal"), withIntermediateDirectories: true)
        let watcher = try #require(PathWatcher())
        defer { watcher.stop() }
        let calendars = path("calendars")
        let photo = path("photo.png")
        watcher.watch([calendars, photo])
        try write("calendars/work.ics")
        #expect(watcher.readChanges() == [calendars])
        try write("calendars/personal/birthdays.ics")
        #expect(watcher.readChanges() == [calendars])
        // A subfolder made now is watched from now on.
        try FileManager.default.createDirectory(atPath: path("calendars/team"), withIntermediateDirectories: false)
        #expect(watcher.readChanges() == [calendars])
        try write("calendars/team/standup.ics")
        #expect(watcher.readChanges() == [calendars])
        try write("photo.png")
        #expect(watcher.readChanges() == [photo])
        // Watching other paths forgets these.
        watcher.watch([photo])
        try write("calendars/work.ics", "changed")
        #expect(watcher.readChanges().isEmpty)
        watcher.watch([])
        try write("photo.png", "changed")
        #expect(watcher.readChanges().isEmpty)
    }

    @Test func filesItIgnoresAreNoChange() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(atPath: path("extensions/hello"), withIntermediateDirectories: true)
        let watcher = try #require(PathWatcher { $0 == "description.json" || $0.hasPrefix(".") })
        defer { watcher.stop() }
        let extensions = path("extensions")
        watcher.watch([extensions])
        try write("extensions/hello/.description.json.tmp")
        try write("extensions/hello/description.json")
        #expect(watcher.readChanges().isEmpty)
        try write("extensions/hello/manifest.toml")
        #expect(watcher.readChanges() == [extensions])
    }

    /// Watchers share the process's one inotify descriptor (a user has 128 in all): each gets
    /// only its own paths' events of its own kinds, and one stopping leaves the other watching
    /// the folder they share.
    @Test func watchersShareOneDescriptorAndKeepTheirOwnEvents() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try write("home.toml")
        let layout = try #require(PathWatcher(file: URL(fileURLWithPath: path("home.toml"))))
        defer { layout.stop() }
        let widgets = try #require(PathWatcher())
        defer { widgets.stop() }
        let todo = path("todo.txt")
        widgets.watch([todo])
        #expect(Self.inotifyDescriptors() == 1)
        try write("todo.txt")
        #expect(layout.readChanges().isEmpty)
        #expect(widgets.readChanges() == [todo])
        try write("home.toml", "[[pages]]")
        #expect(widgets.readChanges().isEmpty)
        #expect(layout.readChanges() == [path("home.toml")])
        // A deletion counts for the widgets' watcher only (the layout's counts writes).
        try FileManager.default.removeItem(atPath: todo)
        #expect(layout.readChanges().isEmpty)
        #expect(widgets.readChanges() == [todo])
        layout.stop()
        try write("todo.txt")
        #expect(widgets.readChanges() == [todo])
        #expect(layout.readChanges().isEmpty)
    }

    /// The inotify descriptors this process holds.
    private static func inotifyDescriptors() -> Int {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
        return entries.filter {
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/" + $0)) == "anon_inode:inotify"
        }.count
    }
}

import Foundation
import Testing
import TestSupport

/// The real binary with hostile files where its own are (issue 33, root cause 4): a named pipe,
/// a link to `/dev/zero`, a link to itself or a loop of links as `home.toml` or `config.toml`, a
/// file where the themes or extensions folder should be. `homescreen check` names each at once
/// (it hung on a named pipe and died on `/dev/zero`, and passed the rest); the home screen starts
/// with the default layout, shows the problem under `!`, quits with `q` and leaves the file as
/// it was.
struct HostileFilesEndToEndTests {
    static func environment(_ root: URL) -> [String: String] {
        [
            "HOME": root.appendingPathComponent("home").path, "XDG_CONFIG_HOME": root.appendingPathComponent("config").path,
            "XDG_STATE_HOME": root.appendingPathComponent("state").path, "XDG_DATA_HOME": root.appendingPathComponent("data").path,
            "XDG_CACHE_HOME": root.appendingPathComponent("cache").path,
        ]
    }

    /// `homescreen check` under `timeout`, so a hang fails the test (status 124) instead of the run.
    static func check(_ root: URL) async throws -> ChildProcess.Output {
        var environment = BinaryRunner.cleanEnvironment(root: root)
        for (key, value) in Self.environment(root) { environment[key] = value }
        let binary = BinaryRunner.productsFolder.appendingPathComponent("homescreen").path
        return try await ChildProcess.run("/usr/bin/timeout", ["20", binary, "check"], environment: environment)
    }

    static func home(_ hostile: HostileFile?, named name: String = "home.toml") throws -> (root: URL, file: URL) {
        let root = try HostileFile.folder()
        let folder = root.appendingPathComponent("config/homescreen")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent(name)
        try hostile?.make(at: file)
        return (root, file)
    }

    @Test(arguments: HostileFile.allCases) func checkNamesAHostileLayoutAtOnce(_ hostile: HostileFile) async throws {
        let (root, file) = try Self.home(hostile)
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try await Self.check(root)
        #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("\(file.path): \(hostile.reason)"), "\(result.stdout)")
        #expect(HostileFile.state(of: file).hasPrefix(hostile == .namedPipe ? "fifo" : "link to"))
    }

    @Test(arguments: HostileFile.allCases) func checkNamesAHostileConfigAtOnce(_ hostile: HostileFile) async throws {
        let (root, file) = try Self.home(hostile, named: "config.toml")
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try await Self.check(root)
        #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("\(file.path): \(hostile.reason)"), "\(result.stdout)")
    }

    @Test func checkNamesFilesWhereFoldersShouldBe() async throws {
        let (root, _) = try Self.home(nil)
        defer { try? FileManager.default.removeItem(at: root) }
        let themes = root.appendingPathComponent("config/homescreen/themes")
        try Data("x".utf8).write(to: themes)
        let extensions = root.appendingPathComponent("data/homescreen/extensions")
        try FileManager.default.createDirectory(at: extensions.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("x".utf8).write(to: extensions)
        let result = try await Self.check(root)
        #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("\(themes.path): is a file, not a folder"), "\(result.stdout)")
        #expect(result.stdout.contains("extensions: \(extensions.path) is a file, not a folder"), "\(result.stdout)")
    }

    /// A named pipe as `home.toml` blocked the start before anything was drawn, and `q` did
    /// nothing.
    @Test(.enabled(if: TmuxSession.isAvailable), arguments: [HostileFile.namedPipe, .deviceLink, .selfLink])
    func theScreenStartsWithTheDefaultLayoutAndNamesTheFile(_ hostile: HostileFile) async throws {
        let (root, file) = try Self.home(hostile)
        defer { try? FileManager.default.removeItem(at: root) }
        let binary = BinaryRunner.productsFolder.appendingPathComponent("homescreen").path
        let session = try await TmuxSession.start(
            command: "\(binary) --clock 2026-11-21T09:41:00Z --speed 0; echo EXIT=$?; sleep 60", environment: Self.environment(root),
            width: 120)
        defer { session.close() }
        _ = try await session.waitFor("page 1/2") // the default layout
        _ = try await session.waitFor("⚠ 1 problem (!)")
        try await session.send("!")
        let box = try await session.waitUntil("the problem in the box") {
            LayoutFileSafetyTests.boxText($0).contains(hostile.reason)
        }
        #expect(LayoutFileSafetyTests.boxText(box).contains("home.toml"), "\(box)")
        try await session.send("Escape")
        try await session.send("q")
        _ = try await session.waitFor("EXIT=0")
        #expect(HostileFile.state(of: file).hasPrefix(hostile == .namedPipe ? "fifo" : "link to"), "the file is left as it was")
    }
}

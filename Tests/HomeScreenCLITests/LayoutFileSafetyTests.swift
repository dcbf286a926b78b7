import Foundation
import HomeScreenUI
import HostIO
import Testing
import WidgetEngine

/// The user's layout file in a real terminal: never overwritten when it did not load, written
/// through a dotfile manager's link with its mode, refused when read-only, its stale
/// temporary files cleaned; and `homescreen check` on files that are not layouts (issue 19
/// items 1 to 6).
struct LayoutFileSafetyTests {
    private func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("hs-files-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: url.appendingPathComponent("config/homescreen"), withIntermediateDirectories: true)
        return url
    }

    private func start(_ root: URL) async throws -> TmuxSession {
        let binary = BinaryRunner.productsFolder.appendingPathComponent("homescreen").path
        return try await TmuxSession.start(
            command: "\(binary) --clock 2026-11-21T09:41:00Z --speed 0; echo EXIT=$?; sleep 60",
            environment: [
                "XDG_CONFIG_HOME": root.appendingPathComponent("config").path,
                "XDG_STATE_HOME": root.appendingPathComponent("state").path,
                "XDG_RUNTIME_DIR": root.path,
                "TZ": "UTC", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8", "TERM": "xterm-256color",
            ],
            width: 120)
    }

    /// The text of the problems box, its wrapped lines joined again.
    static func boxText(_ screen: String) -> String {
        let lines = screen.split(separator: "\n").drop { !$0.contains("problems (! or Esc closes)") }
        return lines.prefix { !$0.contains("╰") }.compactMap { line -> String? in
            guard let open = line.firstIndex(of: "│"), let close = line.lastIndex(of: "│"), open < close else { return nil }
            return line[line.index(after: open)..<close].trimmingCharacters(in: .whitespaces)
        }.filter { !$0.isEmpty }.joined(separator: " ")
    }

    private func mode(_ path: String) -> mode_t {
        var info = stat()
        return stat(path, &info) == 0 ? info.st_mode & 0o777 : 0
    }

    /// Item 1: the user's editor saves the layout as Latin-1 with a third page while the screen
    /// runs; an edit then is not saved over it, and the screen says so until it is fixed.
    @Test(.enabled(if: TmuxSession.isAvailable)) func aLayoutSavedAsLatin1WhileRunningIsNeverOverwritten() async throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.appendingPathComponent("config/homescreen/home.toml")
        try LayoutFile.save(LayoutFile.defaultLayout(), to: file)
        let session = try await start(root)
        defer { session.close() }
        _ = try await session.waitFor("pages 1-2/4")
        var latin1 = Data("# caf".utf8)
        latin1.append(0xE9)
        latin1.append(contentsOf: Data(("\n" + LayoutFile.encode(LayoutFile.defaultLayout()) + "\n[[page]]\n").utf8))
        try latin1.write(to: file)
        _ = try await session.waitFor("home.toml: is not UTF-8 text (line 1)")
        try await session.send("e")
        try await session.send("L")
        _ = try await session.waitFor("did not load; the edit is kept in memory")
        #expect(try Data(contentsOf: file) == latin1)
        try await session.send("Escape")
        let marked = try await session.waitFor("⚠ 1 problem (!)")
        #expect(marked.contains("pages 1-2/4"))
        try await session.send("!")
        _ = try await session.waitUntil("the problem in the box") {
            Self.boxText($0).contains("is not UTF-8 text (line 1); save it as UTF-8")
        }
        try await session.send("Escape")
        try await session.send("q")
        _ = try await session.waitFor("EXIT=0")
        #expect(try Data(contentsOf: file) == latin1)
    }

    /// Items 2 and 3: a layout linked into place by a dotfile manager is saved through the link
    /// and keeps its mode; our own stale temporary files go at start, nothing else does.
    @Test(.enabled(if: TmuxSession.isAvailable)) func aLinkedLayoutIsSavedThroughTheLinkAndKeepsItsMode() async throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let dotfiles = root.appendingPathComponent("dotfiles")
        try FileManager.default.createDirectory(at: dotfiles, withIntermediateDirectories: true)
        let target = dotfiles.appendingPathComponent("home.toml")
        try LayoutFile.save(LayoutFile.defaultLayout(), to: target)
        #expect(chmod(target.path, 0o600) == 0)
        let config = root.appendingPathComponent("config/homescreen")
        let link = config.appendingPathComponent("home.toml")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "../../dotfiles/home.toml")
        let stale = [
            config.appendingPathComponent(".home.toml.\(UUID().uuidString).tmp"),
            dotfiles.appendingPathComponent(".home.toml.\(UUID().uuidString).tmp"),
        ]
        let state = root.appendingPathComponent("state/homescreen")
        try FileManager.default.createDirectory(at: state.appendingPathComponent("instances"), withIntermediateDirectories: true)
        let staleState = [
            state.appendingPathComponent(".donations.json.\(UUID().uuidString).tmp"),
            state.appendingPathComponent("instances/.clock-1.cache.\(UUID().uuidString).tmp"),
        ]
        let kept = [config.appendingPathComponent(".home.toml.backup.tmp"), dotfiles.appendingPathComponent("notes.md")]
        for url in stale + staleState + kept { try Data("x".utf8).write(to: url) }

        let session = try await start(root)
        defer { session.close() }
        _ = try await session.waitFor("pages 1-2/4")
        #expect((stale + staleState).allSatisfy { !FileManager.default.fileExists(atPath: $0.path) })
        #expect(kept.allSatisfy { FileManager.default.fileExists(atPath: $0.path) })
        let before = try String(contentsOf: target, encoding: .utf8)
        try await session.send("e")
        try await session.send("L")
        try await session.send("Escape")
        try await session.send("q")
        _ = try await session.waitFor("EXIT=0")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "../../dotfiles/home.toml")
        let after = try String(contentsOf: target, encoding: .utf8)
        #expect(after != before)
        #expect(try LayoutFile.load(link, catalog: nil) != LayoutFile.defaultLayout())
        #expect(mode(target.path) == 0o600)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dotfiles.path).sorted() == ["home.toml", "notes.md"])
    }

    /// Item 2: a read-only target (home-manager's) is refused, said on screen, and kept as is.
    @Test(.enabled(if: TmuxSession.isAvailable)) func aReadOnlyLayoutIsNotSavedAndTheScreenSaysWhy() async throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.appendingPathComponent("config/homescreen/home.toml")
        try LayoutFile.save(LayoutFile.defaultLayout(), to: file)
        #expect(chmod(file.path, 0o444) == 0)
        let before = try Data(contentsOf: file)
        let session = try await start(root)
        defer { session.close() }
        _ = try await session.waitFor("pages 1-2/4")
        try await session.send("e")
        try await session.send("L")
        _ = try await session.waitFor("Could not save: ") // cut at the terminal's width
        try await session.send("Escape")
        _ = try await session.waitFor("⚠ 1 problem (!)")
        try await session.send("!")
        _ = try await session.waitUntil("the problem in the box") {
            Self.boxText($0).contains("is read-only (mode 0444); the edit is kept in memory only")
        }
        try await session.send("Escape")
        try await session.send("q")
        _ = try await session.waitFor("EXIT=0")
        #expect(try Data(contentsOf: file) == before)
        #expect(mode(file.path) == 0o444)
    }

    /// Items 4 and 5: an empty layout and a directory in its place are problems in words.
    @Test func checkNamesAnEmptyLayoutAndADirectory() async throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let empty = root.appendingPathComponent("empty.toml")
        try Data().write(to: empty)
        let result = try await BinaryRunner.run(
            ["check", "--layout", empty.path],
            environment: ["XDG_CONFIG_HOME": root.appendingPathComponent("config").path])
        #expect(result.status == 1)
        #expect(result.stdout.contains("\(empty.path): has no pages; a layout needs at least one [[page]] table"))
        let directory = root.appendingPathComponent("config/homescreen/home.toml")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let folderResult = try await BinaryRunner.run(
            ["check"], environment: ["XDG_CONFIG_HOME": root.appendingPathComponent("config").path])
        #expect(folderResult.status == 1)
        #expect(folderResult.stdout.contains("\(directory.path): is a directory"))
        #expect(!folderResult.stdout.contains("NSCocoaErrorDomain"))
    }

    /// Item 4: an empty layout at start shows the default layout, says why, and is left alone.
    @Test(.enabled(if: TmuxSession.isAvailable)) func anEmptyLayoutAtStartShowsTheDefaultAndSaysWhy() async throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.appendingPathComponent("config/homescreen/home.toml")
        try Data().write(to: file)
        let session = try await start(root)
        defer { session.close() }
        let screen = try await session.waitFor("has no pages")
        #expect(screen.contains("pages 1-2/4")) // the default layout, in memory
        try await session.send("e")
        try await session.send("L") // an edit: moves the selected widget right
        _ = try await session.waitFor("Not saved: home.toml did not load")
        try await session.send("Escape")
        try await session.send("q")
        _ = try await session.waitFor("EXIT=0")
        #expect(try Data(contentsOf: file).isEmpty)
    }

    /// Item 6: a broken theme is not skipped silently: a toast, then the mark until it is fixed.
    @Test(.enabled(if: TmuxSession.isAvailable)) func aBrokenThemeIsShownAsAProblem() async throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        try LayoutFile.save(LayoutFile.defaultLayout(), to: root.appendingPathComponent("config/homescreen/home.toml"))
        let themes = root.appendingPathComponent("config/homescreen/themes")
        try FileManager.default.createDirectory(at: themes, withIntermediateDirectories: true)
        try "name = \"broken\"\n[colors\n".write(to: themes.appendingPathComponent("broken.toml"), atomically: true, encoding: .utf8)
        let session = try await start(root)
        defer { session.close() }
        _ = try await session.waitFor("Theme skipped: ")
        _ = try await session.waitFor("⚠ 1 problem (!)")
        try await session.send("!")
        _ = try await session.waitUntil("the problem in the box") {
            Self.boxText($0).contains("Theme skipped: \(themes.path)/broken.toml:2")
        }
        try await session.send("Escape")
        try await session.send("q")
        _ = try await session.waitFor("EXIT=0")
    }
}

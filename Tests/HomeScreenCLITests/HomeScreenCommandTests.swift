import Foundation
import HomeScreenUI
import HostIO
import Testing
import TestSupport

/// `homescreen check`, the layout chosen at start, and the home screen in a real terminal.
struct HomeScreenCommandTests {
    private func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("hs-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func checkPassesTheDefaultLayout() async throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.appendingPathComponent("home.toml")
        try LayoutFile.save(LayoutFile.defaultLayout(), to: file)
        let result = try await BinaryRunner.run(
            ["check", "--layout", file.path],
            environment: [
                "HOME": root.path, "XDG_CONFIG_HOME": "",
                "XDG_STATE_HOME": "",
            ])
        #expect(result.status == 0)
        #expect(result.stdout.contains("no problems found"))
        #expect(!result.stdout.contains("warning"), "\(result.stdout)") // every symbol of the default widgets has a glyph
    }

    /// A broken theme and a broken config.toml: every problem of both in one run, each naming
    /// its file, line and field.
    @Test func checkPrintsEveryThemeAndConfigProblemInOneRun() async throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let config = root.appendingPathComponent("config/homescreen")
        try FileManager.default.createDirectory(at: config.appendingPathComponent("themes"), withIntermediateDirectories: true)
        let theme = config.appendingPathComponent("themes/mine.toml")
        try "name = \"mine\"\nscheme = \"dim\"\n[colors]\nprimary = \"#zzzzzz\"\n".write(to: theme, atomically: true, encoding: .utf8)
        let settings = config.appendingPathComponent("config.toml")
        try "mouse = \"yes\"\ncolour = 1\n".write(to: settings, atomically: true, encoding: .utf8)
        let result = try await BinaryRunner.run(
            ["check"],
            environment: [
                "HOME": root.path, "XDG_CONFIG_HOME": root.path + "/config",
                "XDG_STATE_HOME": root.path + "/state",
            ])
        #expect(result.status == 1)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        for expected in [
            "\(theme.path):2: scheme: \"dim\" is not a color scheme", "\(theme.path):4: colors.primary: \"#zzzzzz\" is not a color",
            "\(theme.path):3: colors.secondary: missing", "\(theme.path):3: colors.stale_marker: missing",
            "\(settings.path):1: mouse: \"yes\" is not true or false", "\(settings.path):2: colour: unknown key",
        ] {
            #expect(lines.contains { $0.hasPrefix(expected) }, "\(expected)\n\(result.stdout)")
        }
    }

    /// A widget whose kind this binary does not know (an extension removed, a typo) is a
    /// problem of `check`, at its line, naming the kinds there are; the file is left alone.
    @Test func checkNamesAWidgetOfAnUnknownKind() async throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.appendingPathComponent("home.toml")
        let text = "[[page]]\n\n[[page.widget]]\nid = \"w-1\"\nkind = \"wether\"\nfamily = \"small\"\ncolumn = 0\nrow = 0\n"
        try text.write(to: file, atomically: true, encoding: .utf8)
        let result = try await BinaryRunner.run(
            ["check", "--layout", file.path], environment: ["HOME": root.path, "XDG_CONFIG_HOME": "", "XDG_STATE_HOME": ""])
        #expect(result.status == 1)
        #expect(!result.stdout.contains("no problems found"))
        let line = try #require(result.stdout.split(separator: "\n").first { $0.contains("wether") }, "\(result.stdout)")
        #expect(line.hasPrefix("\(file.path):5: page[0].widget[0].kind: no widget of kind \"wether\" is built in or installed"))
        #expect(line.contains("the kinds are clock, showcase, "))
        #expect(line.contains("weather"))
        #expect(try String(contentsOf: file, encoding: .utf8) == text)
    }

    @Test func checkNamesFileLineAndFieldAndExits1() async throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.appendingPathComponent("home.toml")
        let broken = LayoutFile.encode(LayoutFile.defaultLayout()).replacingOccurrences(
            of: "family = \"medium\"", with: "family = \"huge\"")
        try broken.write(to: file, atomically: true, encoding: .utf8)
        let result = try await BinaryRunner.run(
            ["check", "--layout", file.path],
            environment: [
                "HOME": root.path, "XDG_CONFIG_HOME": "",
                "XDG_STATE_HOME": "",
            ])
        #expect(result.status == 1)
        #expect(result.stdout.contains("\(file.path):"))
        #expect(result.stdout.contains("family"))
        #expect(try String(contentsOf: file, encoding: .utf8) == broken) // left alone
    }

    /// Drives the real binary in tmux: start, read the screen, move, change page, quit with the
    /// terminal restored. Skipped where tmux is not installed (CI installs it).
    @Test(.enabled(if: TmuxSession.isAvailable)) func theHomeScreenInARealTerminal() async throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let session = try await TmuxSession.startHomeScreen(in: root)
        defer { session.close() }
        let first = try await session.waitFor("pages 1-2/4")
        #expect(first.contains("09:41"))
        #expect(first.contains("Wrote the default layout"))
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("config/homescreen/home.toml").path))
        try await session.send("]")
        // Pages 3 and 4 (two pages side by side at 100 columns) ask for their first timelines
        // when they are shown (a first run has no caches), so they can be drawn as placeholders
        // before the countdown arrives.
        _ = try await session.waitUntil("pages 3 and 4 with the countdown") {
            $0.contains("pages 3-4/4") && $0.contains("New Year")
        }
        try await session.send("?")
        _ = try await session.waitFor("homescreen keys")
        try await session.send("Escape")
        try await session.send("q")
        let after = try await session.waitFor("EXIT=0")
        #expect(!after.contains("page 2/2")) // the normal screen is back
    }

    /// In a locale that is not UTF-8 the real binary draws ASCII stand-ins and says why.
    @Test(.enabled(if: TmuxSession.isAvailable)) func aNonUTF8LocaleGetsASCIIAndAWarning() async throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        try LayoutFile.save(.demo, to: root.appendingPathComponent("config/homescreen/home.toml"))
        let binary = BinaryRunner.productsFolder.appendingPathComponent("homescreen").path
        let session = try await TmuxSession.start(
            command: "\(binary) --clock 2026-11-21T09:41:00Z --speed 0; echo EXIT=$?; sleep 60",
            environment: [
                "XDG_CONFIG_HOME": root.appendingPathComponent("config").path,
                "XDG_STATE_HOME": root.appendingPathComponent("state").path,
                "TZ": "UTC", "LANG": "C", "LC_ALL": "C", "TERM": "xterm-256color",
            ])
        defer { session.close() }
        _ = try await session.waitFor("not UTF-8")
        let screen = try await session.waitFor("Showcase") // the first timelines have arrived
        #expect(screen.contains("+----------------------+")) // the clock's rounded frame
        #expect(screen.unicodeScalars.filter { !$0.isASCII }.map { String($0) } == [])
        try await session.send("q")
        _ = try await session.waitFor("EXIT=0")
    }

    /// Opening a widget's URL runs the app that owns its scheme, in the terminal, with the URL;
    /// the home screen comes back intact afterwards.
    @Test(.enabled(if: TmuxSession.isAvailable)) func openingALinkRunsItsAppAndComesBack() async throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let opened = root.appendingPathComponent("opened.txt")
        let config = root.appendingPathComponent("config/homescreen")
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        try """
        [[app]]
        name = "Recorder"
        icon = "◉"
        scheme = "homescreen"
        command = ["sh", "-c", "echo \\"$1\\" > \(opened.path)", "sh"]
        """.write(to: config.appendingPathComponent("config.toml"), atomically: true, encoding: .utf8)
        try LayoutFile.save(.demo, to: config.appendingPathComponent("home.toml")) // the showcase links to homescreen://showcase
        let binary = BinaryRunner.productsFolder.appendingPathComponent("homescreen").path
        let session = try await TmuxSession.start(
            command: "\(binary) --clock 2026-11-21T09:41:00Z --speed 0; echo EXIT=$?; sleep 60",
            environment: [
                "XDG_CONFIG_HOME": root.appendingPathComponent("config").path,
                "XDG_STATE_HOME": root.appendingPathComponent("state").path,
                "TZ": "UTC", "LANG": "C.UTF-8", "TERM": "xterm-256color",
            ])
        defer { session.close() }
        _ = try await session.waitFor("◉ Recorder")
        // The showcase's URL is known once its first timeline has arrived (not from its placeholder).
        let first = try await session.waitFor("Showcase")
        #expect(first.contains("pages 1-2/2"))
        try await session.send("Down") // the showcase
        try await session.send("Enter") // opens homescreen://showcase with the Recorder app
        #expect(try await session.waitForLines(in: opened.path) == "homescreen://showcase\n")
        // Back on the home screen; under load the first timelines may still be on their way.
        let back = try await session.waitFor("Showcase")
        #expect(back.contains("pages 1-2/2"))
        // Arrow keys work at once after the return (the terminal is back in keypad mode): up
        // to the clock, which has no URL, so Enter says it would open the clock's app.
        try await session.send("Up")
        try await session.send("Enter")
        _ = try await session.waitFor("Open the clock app")
        try await session.send("q")
        _ = try await session.waitFor("EXIT=0")
    }
}

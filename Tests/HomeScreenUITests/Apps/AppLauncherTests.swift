import Foundation
import HomeScreenUI
import HostIO
import Testing

struct AppLauncherTests {
    static let browser = AppEntry(name: "Browser", icon: "◍", scheme: "https", command: ["xdg-open"])
    static let notes = AppEntry(name: "Notes", icon: "✎", scheme: "homescreen-notes", command: ["vim", "-R"])
    static let clock = AppEntry(name: "Clock", icon: "◷", command: ["tty-clock", "-c"])
    let launcher = AppLauncher(apps: [Self.browser, Self.notes, Self.clock])

    private func url(_ text: String) throws -> URL {
        try #require(URL(string: text))
    }

    @Test func theAppOwningTheSchemeGetsTheURLAndFallsBackToItsTop() throws {
        let link = try url("homescreen-notes://open?id=7")
        #expect(
            launcher.plan(opening: link)
                == .run(
                    app: Self.notes, arguments: ["vim", "-R", "homescreen-notes://open?id=7"],
                    fallback: ["vim", "-R"]))
        let page = try url("https://example.com/a?b=c#d")
        #expect(
            launcher.plan(opening: page)
                == .run(
                    app: Self.browser, arguments: ["xdg-open", "https://example.com/a?b=c#d"],
                    fallback: ["xdg-open"]))
    }

    @Test func schemesMatchWhateverTheirCase() throws {
        let page = try url("HTTPS://Example.com/")
        #expect(
            launcher.plan(opening: page)
                == .run(
                    app: Self.browser, arguments: ["xdg-open", "HTTPS://Example.com/"],
                    fallback: ["xdg-open"]))
        let shouting = AppLauncher(apps: [AppEntry(name: "Web", icon: "◍", scheme: "HTTP", command: ["w3m"])])
        #expect(shouting.apps.first?.scheme == "http")
        #expect(shouting.app(forScheme: "Http")?.name == "Web")
    }

    /// The program of a plan, as the run loop would start it.
    private func arguments(_ plan: LaunchPlan) -> [String]? {
        guard case let .run(_, arguments, _) = plan else { return nil }
        return arguments
    }

    @Test func aURLNoAppOwnsOpensInTheDefaultProgramForIt() throws {
        let plain = AppLauncher(apps: [], fileKind: { _ in .other })
        #expect(arguments(plain.plan(opening: try url("https://example.com/a"))) == ["xdg-open", "https://example.com/a"])
        #expect(arguments(plain.plan(opening: try url("mailto:someone@example.com"))) == ["xdg-open", "mailto:someone@example.com"])
        #expect(arguments(launcher.plan(opening: try url("clock://now"))) == ["xdg-open", "clock://now"])
        let relative = try url("relative/path")
        #expect(launcher.plan(opening: relative) == .noApp(relative))
        let deep = try url("homescreen://unknown/1")
        #expect(launcher.plan(opening: deep) == .noApp(deep))
    }

    /// A `file:` URL reaches the program as a path (percent escapes decoded), whichever
    /// program it is: text in the pager, anything else in the opener, a configured app too.
    @Test func aFileURLIsHandedOverAsAPath() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hs-open-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = folder.appendingPathComponent("my notes.txt")
        try "café\n".write(to: text, atomically: true, encoding: .utf8)
        let picture = folder.appendingPathComponent("rose.jpg")
        try Data([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10]).write(to: picture)
        let open = AppLauncher(apps: [])
        #expect(arguments(open.plan(opening: text)) == ["less", text.path])
        #expect(arguments(open.plan(opening: picture)) == ["xdg-open", picture.path])
        #expect(arguments(open.plan(opening: folder)) == ["xdg-open", folder.path])
        let gone = folder.appendingPathComponent("gone.txt")
        #expect(open.plan(opening: gone) == .refused("\(gone.path) does not exist"))
        let viewer = AppEntry(name: "Viewer", icon: "▣", scheme: "file", command: ["less", "-R"])
        #expect(arguments(AppLauncher(apps: [viewer]).plan(opening: picture)) == ["less", "-R", picture.path])
    }

    /// `$PAGER`, `$EDITOR` (after `$VISUAL`) and `$BROWSER` are used, split into words as git
    /// splits them, without a shell; `[open]` in config.toml wins over them.
    @Test func theEnvironmentAndConfigChooseThePrograms() throws {
        let environment = [
            "PAGER": "most -s", "EDITOR": "emacs -nw", "BROWSER": "w3m:lynx", "SHELL": "/bin/zsh",
        ]
        let fromEnvironment = AppLauncher(apps: [], open: OpenSettings(environment: environment), fileKind: { _ in .text })
        #expect(arguments(fromEnvironment.plan(opening: URL(fileURLWithPath: "/tmp/a.txt"))) == ["most", "-s", "/tmp/a.txt"])
        #expect(arguments(fromEnvironment.plan(editing: "/home/u/todo.txt", line: 3)) == ["emacs", "-nw", "+3", "/home/u/todo.txt"])
        #expect(arguments(fromEnvironment.plan(opening: try url("https://example.com"))) == ["w3m", "https://example.com"])
        let visual = OpenSettings(environment: ["VISUAL": "'/opt/my editor/bin/ed' --wait", "EDITOR": "vi"])
        #expect(visual.commands.editor == ["/opt/my editor/bin/ed", "--wait"])
        let substituted = OpenSettings(environment: ["BROWSER": "firefox --new-tab %s"])
        #expect(
            arguments(AppLauncher(apps: [], open: substituted).plan(opening: try url("https://a.example"))) == [
                "firefox", "--new-tab", "https://a.example",
            ])
        let configured = OpenSettings(configured: ["pager": ["bat", "--paging=always"], "editor": ["hx"]], environment: environment)
        #expect(configured.commands.pager == ["bat", "--paging=always"])
        #expect(configured.commands.editor == ["hx"])
        #expect(configured.commands.browser == ["w3m"])
        #expect(
            OpenSettings().commands == OpenSettings.Commands(pager: ["less"], editor: ["vi"], browser: ["xdg-open"], opener: ["xdg-open"]))
        #expect(OpenSettings(environment: ["PAGER": "", "EDITOR": "vim 'unclosed"]).commands.pager == ["less"])
        #expect(OpenSettings(environment: ["EDITOR": "vim 'unclosed"]).commands.editor == ["vi"])
    }

    @Test(arguments: [
        ("vim", ["vim"]), ("  code  --wait ", ["code", "--wait"]), (#"emacsclient -a "" -t"#, ["emacsclient", "-a", "", "-t"]),
        (#"my\ editor -x"#, ["my editor", "-x"]), (#"'it''s' "a \"b\"""#, ["its", #"a "b""#]),
    ])
    func commandsSplitAsGitSplitsThem(_ text: String, _ words: [String]) {
        #expect(OpenSettings(environment: ["EDITOR": text]).commands.editor == words)
    }

    @Test func launchingAnAppRunsItsCommandAloneWithoutFallback() {
        #expect(launcher.plan(launching: Self.clock) == .run(app: Self.clock, arguments: ["tty-clock", "-c"], fallback: nil))
        #expect(launcher.plan(launching: Self.browser) == .run(app: Self.browser, arguments: ["xdg-open"], fallback: nil))
    }
}

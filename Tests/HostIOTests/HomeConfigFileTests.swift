import CellGrid
import Foundation
import HostIO
import WidgetUI
import Testing

struct HomeConfigFileTests {
    /// A valid config; the cases below break one line of it.
    static let valid = """
        # homescreen config
        mouse = false

        [[app]]
        name = "Browser"
        icon = "◍"
        scheme = "HTTPS"
        command = ["xdg-open"]

        [[app]]
        name = "Mail"
        icon = "✉"
        scheme = "mailto"
        command = ["mutt", "-y"]

        [[app]]
        name = "Notes"
        icon = "日"
        command = ["vim", "~/notes.md"]
        """

    private func temporaryFolder() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("config-\(UUID().uuidString)")
    }

    @Test func theValidConfigReadsEveryAppInOrderWithLowercaseSchemes() throws {
        let config = try HomeConfigFile.parse(Self.valid, file: "config.toml")
        #expect(
            config
                == HomeConfig(
                    mouse: false,
                    apps: [
                        AppEntry(name: "Browser", icon: "◍", scheme: "https", command: ["xdg-open"]),
                        AppEntry(name: "Mail", icon: "✉", scheme: "mailto", command: ["mutt", "-y"]),
                        AppEntry(name: "Notes", icon: "日", scheme: nil, command: ["vim", "~/notes.md"]),
                    ]))
        #expect(config.apps.first?.scheme == "https")
        #expect(HomeConfigFile.problems(in: Self.valid, file: "config.toml").isEmpty)
    }

    @Test func workersSetsHowManyWidgetCallsRunAtOnce() throws {
        #expect(try HomeConfigFile.parse("workers = 3\n", file: "config.toml").workers == 3)
        #expect(HomeConfig.defaults.workers == nil)
        #expect(WorkerCount.resolve(option: nil, config: HomeConfig(workers: 3)) == 3)
        #expect(WorkerCount.resolve(option: 5, config: HomeConfig(workers: 3)) == 5)
        #expect(WorkerCount.resolve(option: nil, config: .defaults) == ProcessInfo.processInfo.activeProcessorCount)
    }

    @Test func anEmptyConfigIsTheDefaults() throws {
        #expect(try HomeConfigFile.parse("", file: "config.toml") == .defaults)
        #expect(try HomeConfigFile.parse("mouse = true\n", file: "config.toml") == HomeConfig(mouse: true, apps: []))
        #expect(HomeConfig.defaults.mouse)
        #expect(HomeConfig.defaults.apps.isEmpty)
        #expect(!HomeConfig.defaults.tinted)
        #expect(try HomeConfigFile.parse("appearance = \"tinted\"\n", file: "config.toml").tinted)
        #expect(try !HomeConfigFile.parse("appearance = \"full-color\"\n", file: "config.toml").tinted)
    }

    @Test func hourCycleIsAutoH12OrH23() throws {
        #expect(HomeConfig.defaults.hourCycle == nil)
        #expect(try HomeConfigFile.parse("hour_cycle = \"auto\"\n", file: "config.toml").hourCycle == nil)
        #expect(try HomeConfigFile.parse("hour_cycle = \"h12\"\n", file: "config.toml").hourCycle == .h12)
        #expect(try HomeConfigFile.parse("hour_cycle = \"h23\"\n", file: "config.toml").hourCycle == .h23)
    }

    @Test func theHourCycleComesFromTheConfigElseTheLocaleOfTimes() {
        // config.toml wins over the locale.
        #expect(HourCycle.resolve(configured: .h23, environment: ["LANG": "en_US.UTF-8"]) == .h23)
        // LC_ALL, then LC_TIME, then LANG: the first set and not empty.
        #expect(HourCycle.resolve(configured: nil, environment: ["LANG": "C.UTF-8", "LC_TIME": "en_US.UTF-8"]) == .h12)
        #expect(HourCycle.resolve(configured: nil, environment: ["LC_ALL": "de_DE.UTF-8", "LC_TIME": "en_US.UTF-8"]) == .h23)
        #expect(HourCycle.resolve(configured: nil, environment: ["LC_ALL": "", "LANG": "en_US@euro"]) == .h12)
        #expect(HourCycle.resolve(configured: nil, environment: ["LANG": "en_GB.UTF-8"]) == .h23)
        // C, POSIX and nothing at all: 0 to 23.
        #expect(HourCycle.resolve(configured: nil, environment: ["LANG": "C.UTF-8"]) == .h23)
        #expect(HourCycle.resolve(configured: nil, environment: ["LC_TIME": "POSIX"]) == .h23)
        #expect(HourCycle.resolve(configured: nil, environment: [:]) == .h23)
    }

    @Test func pagesAcrossIsAutoOrACount() throws {
        #expect(HomeConfig.defaults.pagesAcross == nil)
        #expect(try HomeConfigFile.parse("pages_across = \"auto\"\n", file: "config.toml").pagesAcross == nil)
        #expect(try HomeConfigFile.parse("pages_across = 2\n", file: "config.toml").pagesAcross == 2)
    }

    @Test(arguments: [
        // mouse and the root
        (
            "mouse = false", "mouse = \"no\"",
            "config.toml:2: mouse: \"no\" is not true or false; mouse = false turns the mouse off"
        ),
        (
            "mouse = false", "mouse = false\nwallpaper = \"dark\"",
            "config.toml:3: wallpaper: unknown key; the config holds mouse, appearance, theme, theme_mode, color, workers, pages_across, status, controls_row, control_command, hour_cycle, [open] and [[app]] tables"
        ),
        (
            "mouse = false", "mouse = false\nappearance = \"dim\"",
            "config.toml:3: appearance: \"dim\" is not an appearance; use \"full-color\" or \"tinted\""

        ),
        // the hour cycle
        (
            "mouse = false", "mouse = false\nhour_cycle = \"12\"",
            "config.toml:3: hour_cycle: \"12\" is not an hour cycle; use \"h12\" (9:41 PM), \"h23\" (21:41) or \"auto\" (from LC_TIME, the default)"
        ),
        // pages side by side
        (
            "mouse = false", "mouse = false\npages_across = 0",
            "config.toml:3: pages_across: 0 is not \"auto\" or a whole number from 1 to 8; e.g. pages_across = 2 (pages side by side; default \"auto\": as many as the width holds)"
        ),
        (
            "mouse = false", "mouse = false\npages_across = \"wide\"",
            "config.toml:3: pages_across: \"wide\" is not \"auto\" or a whole number from 1 to 8; e.g. pages_across = 2 (pages side by side; default \"auto\": as many as the width holds)"
        ),
        // workers
        (
            "mouse = false", "mouse = false\nworkers = 0",
            "config.toml:3: workers: 0 is not a whole number from 1 to 256; e.g. workers = 4 (how many widget calls run at once; default the core count)"
        ),
        (
            "mouse = false", "mouse = false\nworkers = \"four\"",
            "config.toml:3: workers: \"four\" is not a whole number from 1 to 256; e.g. workers = 4 (how many widget calls run at once; default the core count)"
        ),
        // name
        (
            "name = \"Mail\"\n", "",
            "config.toml:10: app[1].name: missing; e.g. name = \"Browser\""
        ),
        (
            "name = \"Mail\"", "name = \"\"",
            "config.toml:11: app[1].name: is empty; e.g. name = \"Browser\""
        ),
        (
            "name = \"Mail\"", "name = 3",
            "config.toml:11: app[1].name: 3 is not a string; e.g. name = \"Browser\""
        ),
        // icon
        (
            "icon = \"✉\"\n", "",
            "config.toml:10: app[1].icon: missing; e.g. icon = \"◍\" (one glyph of 1 or 2 cells)"
        ),
        (
            "icon = \"✉\"", "icon = \"\"",
            "config.toml:12: app[1].icon: is empty; e.g. icon = \"◍\" (one glyph of 1 or 2 cells)"
        ),
        (
            "icon = \"✉\"", "icon = \"Mail\"",
            "config.toml:12: app[1].icon: \"Mail\" is 4 cells wide; an icon is one glyph of 1 or 2 cells, e.g. icon = \"◍\""
        ),
        (
            "icon = \"日\"", "icon = \"日本\"",
            "config.toml:18: app[2].icon: \"日本\" is 4 cells wide; an icon is one glyph of 1 or 2 cells, e.g. icon = \"◍\""
        ),
        (
            "icon = \"✉\"", "icon = true",
            "config.toml:12: app[1].icon: true is not a string; e.g. icon = \"◍\" (one glyph of 1 or 2 cells)"
        ),
        // scheme
        (
            "scheme = \"mailto\"", "scheme = \"mail to\"",
            "config.toml:13: app[1].scheme: \"mail to\" is not a URL scheme; a scheme is a letter followed by letters, digits, \"+\", \"-\" or \".\", e.g. scheme = \"https\""
        ),
        (
            "scheme = \"mailto\"", "scheme = \"mailto://\"",
            "config.toml:13: app[1].scheme: \"mailto://\" is not a URL scheme; a scheme is a letter followed by letters, digits, \"+\", \"-\" or \".\", e.g. scheme = \"https\" (leave out the \":\" and what follows it)"
        ),
        (
            "scheme = \"mailto\"", "scheme = \"9p\"",
            "config.toml:13: app[1].scheme: \"9p\" is not a URL scheme; a scheme is a letter followed by letters, digits, \"+\", \"-\" or \".\", e.g. scheme = \"https\""
        ),
        (
            "scheme = \"mailto\"", "scheme = 5",
            "config.toml:13: app[1].scheme: 5 is not a string; a scheme is a letter followed by letters, digits, \"+\", \"-\" or \".\", e.g. scheme = \"https\""
        ),
        (
            "scheme = \"mailto\"", "scheme = \"https\"",
            "config.toml:13: app[1].scheme: \"https\" is already the scheme of \"Browser\" (app[0]); one app opens each scheme, so \"Mail\" cannot have it too"
        ),
        // command
        (
            "command = [\"mutt\", \"-y\"]\n", "",
            "config.toml:10: app[1].command: missing; e.g. command = [\"xdg-open\"]; the program (looked up on PATH) and its arguments"
        ),
        (
            "command = [\"mutt\", \"-y\"]", "command = []",
            "config.toml:14: app[1].command: is empty; e.g. command = [\"xdg-open\"]; the program (looked up on PATH) and its arguments"
        ),
        (
            "command = [\"mutt\", \"-y\"]", "command = \"mutt -y\"",
            "config.toml:14: app[1].command: \"mutt -y\" is a string, not an array; write command = [\"mutt -y\"]"
        ),
        (
            "command = [\"mutt\", \"-y\"]", "command = 1",
            "config.toml:14: app[1].command: 1 is not an array of strings; e.g. command = [\"xdg-open\"]; the program (looked up on PATH) and its arguments"
        ),
        (
            "command = [\"mutt\", \"-y\"]", "command = [\"mutt\", 3]",
            "config.toml:14: app[1].command[1]: 3 is not a string; every argument is a string"
        ),
        (
            "command = [\"mutt\", \"-y\"]", "command = [\"\", \"-y\"]",
            "config.toml:14: app[1].command[0]: the program is empty; e.g. command = [\"xdg-open\"]; the program (looked up on PATH) and its arguments"
        ),
        // unknown keys of an app
        (
            "icon = \"✉\"", "icon = \"✉\"\ncolor = \"red\"",
            "config.toml:13: app[1].color: unknown key; an app has name, icon, scheme and command"
        ),
    ])
    func eachBrokenRuleIsReportedWithFileLineAndField(replacing: String, with replacement: String, expected: String) {
        let text = Self.valid.replacingOccurrences(of: replacing, with: replacement)
        #expect(text != Self.valid)
        #expect(HomeConfigFile.problems(in: text, file: "config.toml").map(\.description) == [expected])
        let error = #expect(throws: ConfigError.self) { try HomeConfigFile.parse(text, file: "config.toml") }
        #expect(error?.description == expected)
        #expect(error?.file == "config.toml")
        #expect(error?.line != nil)
        #expect(error?.field != nil)
    }

    @Test func appsThatAreNotTablesAreReported() {
        #expect(
            HomeConfigFile.problems(in: "mouse = true\napp = 3\n", file: "config.toml").map(\.description) == [
                "config.toml:2: app: 3 is not an array of tables; start each app with [[app]]"
            ])
        #expect(
            HomeConfigFile.problems(in: "app = [1]\n", file: "config.toml").map(\.description) == [
                "config.toml:1: app[0]: 1 is not a table; start each app with [[app]]"
            ])
    }

    @Test func invalidTOMLNamesTheFileAndLine() {
        let text = Self.valid.replacingOccurrences(of: "icon = \"✉\"", with: "icon = ")
        let error = #expect(throws: ConfigError.self) { try HomeConfigFile.parse(text, file: "config.toml") }
        #expect(error?.file == "config.toml")
        #expect(error?.line == 12)
        #expect(error?.message.hasPrefix("is not valid TOML") == true)
    }

    @Test func everyProblemIsListedInFileOrder() {
        let text = Self.valid
            .replacingOccurrences(of: "scheme = \"mailto\"", with: "scheme = \"https\"")
            .replacingOccurrences(of: "mouse = false", with: "mouse = 0")
            .replacingOccurrences(of: "icon = \"日\"", with: "icon = \"\"")
        #expect(
            HomeConfigFile.problems(in: text, file: "c.toml").map { "\($0.line ?? 0) \($0.field ?? "")" } == [
                "2 mouse", "13 app[1].scheme", "18 app[2].icon",
            ])
    }

    @Test func aMissingFileIsTheDefaultsAndNoProblem() throws {
        let url = temporaryFolder().appendingPathComponent("config.toml")
        #expect(try HomeConfigFile.load(url) == .defaults)
        #expect(HomeConfigFile.check(at: url).isEmpty)
        #expect(!FileManager.default.fileExists(atPath: url.path))
    }

    @Test func loadReadsTheFileAndCheckFindsEveryProblemWithoutTouchingIt() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent("config.toml")
        try Self.valid.write(to: url, atomically: true, encoding: .utf8)
        #expect(try HomeConfigFile.load(url).apps.map(\.name) == ["Browser", "Mail", "Notes"])
        #expect(HomeConfigFile.check(at: url).isEmpty)

        let broken = Self.valid
            .replacingOccurrences(of: "mouse = false", with: "mouse = \"off\"")
            .replacingOccurrences(of: "command = [\"xdg-open\"]", with: "command = []")
        try broken.write(to: url, atomically: true, encoding: .utf8)
        #expect(
            HomeConfigFile.check(at: url).map(\.description) == [
                "\(url.path):2: mouse: \"off\" is not true or false; mouse = false turns the mouse off",
                "\(url.path):8: app[0].command: is empty; e.g. command = [\"xdg-open\"]; the program (looked up on PATH) and its arguments",
            ])
        let error = #expect(throws: ConfigError.self) { try HomeConfigFile.load(url) }
        #expect(error?.file == url.path)
        #expect(error?.line == 2)
        #expect(error?.field == "mouse")
        #expect(try String(contentsOf: url, encoding: .utf8) == broken)
    }

    @Test func aFolderInPlaceOfTheFileIsAProblem() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        #expect(HomeConfigFile.check(at: folder) == [ConfigError(file: folder.path, message: "is a folder; the config is a TOML file")])
    }

    @Test func theDefaultFileIsInTheConfigFolder() {
        #expect(
            HomeConfigFile.defaultURL(environment: ["XDG_CONFIG_HOME": "/x/cfg", "HOME": "/home/u"])?.path
                == "/x/cfg/homescreen/config.toml")
        #expect(HomeConfigFile.defaultURL(environment: ["HOME": "/home/u"])?.path == "/home/u/.config/homescreen/config.toml")
        // No home folder at all (HOME set but empty); an unset HOME is the password database's.
        #expect(HomeConfigFile.defaultURL(environment: ["HOME": ""]) == nil)
    }
}

extension HomeConfigFileTests {
    /// `theme` names a theme; a wrong one is a problem naming the file, the line, the field and
    /// the themes there are.
    @Test func theThemeKeyNamesAKnownTheme() throws {
        let themes = ["dark", "dusk", "light"]
        #expect(try HomeConfigFile.parse("theme = \"dusk\"\n", file: "config.toml", themes: themes).theme == "dusk")
        #expect(try HomeConfigFile.parse("mouse = true\n", file: "config.toml", themes: themes).theme == nil)
        let problems = HomeConfigFile.problems(in: "mouse = true\ntheme = \"sepia\"\n", file: "config.toml", themes: themes)
        #expect(problems.map(\.description) == ["config.toml:2: theme: \"sepia\" is not a theme (the themes: dark, dusk, light)"])
        let number = HomeConfigFile.problems(in: "theme = 3\n", file: "config.toml", themes: themes)
        #expect(number.first?.description.hasPrefix("config.toml:1: theme: 3 is not a theme's name") == true)
    }

    /// A choice made with a key is kept with the default it replaced: it holds while that
    /// default stays, and gives way when `config.toml` changes it.
    @Test func aKeptChoiceGivesWayToAnEditedDefault() {
        let memory = AppearanceMemory(theme: "dusk", themeDefault: nil, tinted: true, tintedDefault: false)
        #expect(memory.theme(default: nil) == "dusk")
        #expect(memory.theme(default: "light") == "light")
        #expect(memory.tinted(default: false) == true)
        let untinted = AppearanceMemory(tinted: false, tintedDefault: false)
        #expect(untinted.tinted(default: false) == false)
        #expect(untinted.tinted(default: true) == true)
        #expect(AppearanceMemory().theme(default: "light") == "light")
        #expect(AppearanceMemory().tinted(default: true) == true)
    }
}

extension HomeConfigFileTests {
    /// `color` overrides the terminal's color depth; a wrong value names the file, line and field.
    @Test func theColorKeyOverridesTheTerminal() throws {
        #expect(try HomeConfigFile.parse("color = \"truecolor\"\n", file: "config.toml").color == .direct)
        #expect(try HomeConfigFile.parse("color = \"256\"\n", file: "config.toml").color == .indexed)
        #expect(try HomeConfigFile.parse("color = \"never\"\n", file: "config.toml").color == ColorDepth.none)
        #expect(try HomeConfigFile.parse("color = \"auto\"\n", file: "config.toml").color == nil)
        let problems = HomeConfigFile.problems(in: "\ncolor = \"24bit\"\n", file: "config.toml")
        #expect(
            problems.map(\.description)
                == ["config.toml:2: color: \"24bit\" is not a color choice; use \"auto\", \"truecolor\", \"256\" or \"never\""])
    }
}

/// `theme_mode` and `status`: read, and each bad value named by file, line and field.
struct ThemeModeAndStatusConfigTests {
    @Test func themeModeAndStatusKindsAreRead() throws {
        let config = try HomeConfigFile.parse("theme_mode = \"light\"\nstatus = [\"clock\", \"battery\", \"clock\"]\n", file: "config.toml")
        #expect(config.themeMode == .light)
        #expect(config.statusKinds == ["clock", "battery"])
        #expect(HomeConfig.defaults.themeMode == .auto)
        #expect(HomeConfig.defaults.statusKinds.isEmpty)
    }

    @Test(arguments: [
        (
            "mouse = true\ntheme_mode = \"sepia\"\n",
            "config.toml:2: theme_mode: \"sepia\" is not a theme mode; use \"auto\" (follow the terminal's background), \"light\" or \"dark\""
        ),
        (
            "theme_mode = true\n",
            "config.toml:1: theme_mode: true is not a theme mode; use \"auto\" (follow the terminal's background), \"light\" or \"dark\""
        ),
        (
            "status = \"clock\"\n",
            "config.toml:1: status: \"clock\" is not an array of widget kinds; e.g. status = [\"clock\", \"battery\"]"
        ),
        ("status = [\"clock\", 3]\n", "config.toml:1: status[1]: 3 is not a widget kind; e.g. \"clock\" (see `homescreen list`)"),
    ])
    func badValuesNameFileLineAndField(text: String, expected: String) {
        #expect(HomeConfigFile.problems(in: text, file: "config.toml").map(\.description) == [expected])
    }
}

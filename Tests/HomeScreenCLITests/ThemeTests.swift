import CellGrid
import Foundation
import HomeScreenUI
import HostIO
import ShippedThemes
import WidgetUI
import Testing

struct ThemeTests {
    static let valid = """
        name = "test"
        scheme = "light"

        [colors]
        primary = "#112233"
        secondary = "ansi:8"
        tertiary = "index:245"
        accent = "#0a84ff"
        widget_background = "default"
        skeleton = "#cccccc"
        wallpaper = "#000000"
        wallpaper_bottom = "#202040"
        failure_marker = "#ff0000"
        stale_marker = "#ffff00"
        """

    @Test func aValidThemeLoads() throws {
        let theme = try ThemeLoader.parse(Self.valid, file: "test.toml")
        #expect(theme.name == "test")
        #expect(theme.palette.colorScheme == .light)
        #expect(theme.palette.primary == .rgb(0x11, 0x22, 0x33))
        #expect(theme.palette.secondary == .ansi(8))
        #expect(theme.palette.tertiary == .indexed(245))
        #expect(theme.wallpaperBottom == .rgb(0x20, 0x20, 0x40))
    }

    @Test func tintedColorsAreReadOrDerivedFromTheAccent() throws {
        let derived = try ThemeLoader.parse(Self.valid, file: "test.toml")
        #expect(derived.tinted == AccentedColors.derived(from: derived.palette))
        #expect(derived.tinted.accent == .rgb(0x0a, 0x84, 0xff))
        let given = try ThemeLoader.parse(Self.valid + "\n[tinted]\naccent = \"#ff9f0a\"\nmaterial = \"#2a1e0e\"\n", file: "test.toml")
        #expect(given.tinted.accent == .rgb(0xff, 0x9f, 0x0a))
        #expect(given.tinted.material == .rgb(0x2a, 0x1e, 0x0e))
        #expect(given.tinted.primary == derived.tinted.primary)
    }

    @Test(arguments: [
        ("accent = \"orange\"", "test.toml:17: tinted.accent: \"orange\" is not a color"),
        ("glow = \"#ffffff\"", "test.toml:17: tinted.glow: unknown tinted color; the tinted colors are accent, primary, material"),
    ])
    func aWrongTintedColorNamesItsLineAndField(_ line: String, _ message: String) {
        do {
            _ = try ThemeLoader.parse(Self.valid + "\n\n[tinted]\n" + line + "\n", file: "test.toml")
            Issue.record("loaded without an error")
        } catch {
            #expect(error.description.hasPrefix(message))
        }
    }

    @Test(arguments: [
        ("primary = \"#112233\"", "primary = \"blue-ish\"", "test.toml:5: colors.primary: \"blue-ish\" is not a color"),
        ("scheme = \"light\"", "scheme = \"sepia\"", "test.toml:2: scheme: \"sepia\" is not a color scheme"),
        ("accent = \"#0a84ff\"\n", "", "test.toml:4: colors.accent: missing"),
        ("skeleton = \"#cccccc\"", "skeleton = \"#cccccc\"\nsparkle = \"#ffffff\"", "test.toml:11: colors.sparkle: unknown color slot"),
        ("[colors]", "[colors", "test.toml:4: is not valid TOML"),
    ])
    func problemsNameTheFileLineAndField(_ original: String, _ replacement: String, _ message: String) {
        let text = Self.valid.replacingOccurrences(of: original, with: replacement)
        #expect(throws: ConfigError.self) { try ThemeLoader.parse(text, file: "test.toml") }
        do {
            _ = try ThemeLoader.parse(text, file: "test.toml")
        } catch {
            #expect(error.description.hasPrefix(message), "\(error.description)")
        }
    }

    /// A theme with several problems has them all reported at once, in file order.
    @Test func everyProblemOfAThemeIsReportedAtOnce() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("themes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = Self.valid.replacingOccurrences(of: "scheme = \"light\"", with: "scheme = \"dim\"")
            .replacingOccurrences(of: "primary = \"#112233\"", with: "primary = \"#zzzzzz\"")
            .replacingOccurrences(of: "accent = \"#0a84ff\"\n", with: "")
            .replacingOccurrences(of: "skeleton = \"#cccccc\"", with: "skeleton = \"#cccccc\"\nsparkle = \"#ffffff\"")
        let file = folder.appendingPathComponent("mine.toml")
        try text.write(to: file, atomically: true, encoding: .utf8)
        let problems = ThemeCatalog(userFolder: folder).problems.map(\.description)
        #expect(problems.count == 4, "\(problems)")
        #expect(
            problems.map { $0.prefix(while: { $0 != " " }) }
                == ["\(file.path):2:", "\(file.path):4:", "\(file.path):5:", "\(file.path):10:"], "\(problems)")
        #expect(problems[1].hasPrefix("\(file.path):4: colors.accent: missing"), "\(problems)") // at the [colors] header
        #expect(ThemeLoader.problems(at: file) == ThemeCatalog(userFolder: folder).problems)
        #expect(throws: ConfigError.self) { try ThemeLoader.load(file) }
    }

    @Test func shippedThemesAllLoad() {
        let catalog = ThemeCatalog(userFolder: nil)
        #expect(catalog.problems.isEmpty)
        #expect(Set(catalog.themes.map(\.name)) == ["dark", "light", "high-contrast", "dusk"])
        #expect(catalog.defaultTheme.name == "dark")
    }

    /// Every file of `themes/builtin/` is compiled in (Package.swift lists them one by one).
    @Test func everyShippedThemeFileIsCompiledIn() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let folder = root.appendingPathComponent("themes/builtin")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".toml") }.sorted()
        #expect(ShippedThemes.files.map(\.path) == names.map { "themes/builtin/" + $0 })
        for file in ShippedThemes.files {
            #expect(try String(contentsOf: root.appendingPathComponent(file.path), encoding: .utf8) == file.text)
        }
    }

    @Test func userThemesJoinAndBrokenOnesAreReportedAndLeftAlone() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("themes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.valid.write(to: folder.appendingPathComponent("mine.toml"), atomically: true, encoding: .utf8)
        let broken = "name = \"broken\"\n[colors\n"
        try broken.write(to: folder.appendingPathComponent("broken.toml"), atomically: true, encoding: .utf8)
        let catalog = ThemeCatalog(userFolder: folder)
        #expect(catalog.themes.contains { $0.name == "test" })
        #expect(catalog.problems.count == 1)
        #expect(try String(contentsOf: folder.appendingPathComponent("broken.toml"), encoding: .utf8) == broken)
        #expect(throws: ConfigError.self) { try catalog.theme(named: "broken") }
    }
}

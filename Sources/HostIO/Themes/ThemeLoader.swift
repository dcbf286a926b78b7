import CellGrid
import Foundation
import TOMLKit
import WidgetUI

/// Reads theme files: TOML with a name, a color scheme and named color slots.
///
/// ```toml
/// name = "dark"
/// scheme = "dark"            # or "light"
/// variant = "light"          # optional: the theme of the other scheme (theme_mode, OSC 11)
/// [colors]
/// primary = "#f2f2f7"        # also "ansi:N", "index:N", "default"
/// wallpaper = "#000000"
/// wallpaper_bottom = "#1c1c3a"   # optional: a vertical gradient
/// [system]                   # optional: override named colors (red, blue, ...)
/// red = "#ff453a"
/// [tinted]                   # optional: the tinted appearance's colors (each optional,
/// accent = "#ff9f0a"         #   derived from the accent when left out)
/// primary = "#f2efe9"
/// material = "#2a1e0e"
/// ```
/// Every problem is reported with the file, line and field.
public enum ThemeLoader {
    /// The color slots of `[colors]`; all but `wallpaper_bottom` are required.
    static let requiredSlots = [
        "primary", "secondary", "tertiary", "accent", "widget_background", "skeleton",
        "wallpaper", "failure_marker", "stale_marker",
    ]

    /// The colors of the optional `[tinted]` table.
    static let tintedSlots = ["accent", "primary", "material"]

    /// Loads the theme at `url`; a broken file throws its first problem.
    public static func load(_ url: URL) throws(ConfigError) -> Theme {
        try theme(of: read(url), file: url.path)
    }

    /// Parses theme text; `file` names it in errors. A broken theme throws its first problem.
    public static func parse(_ text: String, file: String) throws(ConfigError) -> Theme {
        try theme(of: read(text, file: file), file: file)
    }

    /// Every problem in the theme file at `url`, in file order (empty when it is fine), for
    /// `homescreen check`.
    public static func problems(at url: URL) -> [ConfigError] {
        read(url).problems
    }

    /// The theme at `url` and every problem in it (the theme is nil when there is one).
    static func read(_ url: URL) -> (theme: Theme?, problems: [ConfigError]) {
        do {
            return read(try ConfigText.read(url), file: url.path)
        } catch {
            return (nil, [error])
        }
    }

    private static func theme(of reading: (theme: Theme?, problems: [ConfigError]), file: String) throws(ConfigError) -> Theme {
        if let theme = reading.theme, reading.problems.isEmpty { return theme }
        throw reading.problems.first ?? ConfigError(file: file, message: "is not a theme")
    }

    /// The theme in `text` and every problem in it, in file order: a wrong field does not hide
    /// the next one. The theme is nil when there is a problem.
    static func read(_ text: String, file: String) -> (theme: Theme?, problems: [ConfigError]) {
        let table: TOMLTable
        switch TOMLProblems.parse(text, file: file) {
        case let .success(root): table = root
        case let .failure(problem): return (nil, [problem])
        }
        var problems = TOMLProblems(file: file, text: text)
        func fail(_ key: String, in section: String?, _ message: String) {
            problems.fail(section.map { "\($0).\(key)" } ?? key, message)
        }

        let name = table["name"]?.string ?? ""
        if name.isEmpty { fail("name", in: nil, "missing or not a string; give the theme a name, e.g. name = \"dark\"") }
        let schemeText = table["scheme"]?.string ?? "dark"
        let scheme = ColorScheme(rawValue: schemeText) ?? .dark
        if ColorScheme(rawValue: schemeText) == nil {
            fail("scheme", in: nil, "\"\(schemeText)\" is not a color scheme; use \"dark\" or \"light\"")
        }
        var variant: String?
        if let value = table["variant"] {
            if let text = value.string, !text.isEmpty {
                variant = text
            } else {
                fail(
                    "variant", in: nil,
                    "\(value.debugDescription) is not a theme's name; e.g. variant = \"light\" (the theme of the other scheme)")
            }
        }
        let colors = table["colors"]?.table
        if colors == nil { fail("colors", in: nil, "the [colors] table is missing") }
        func color(_ key: String, in section: String, of source: TOMLTable) -> TerminalColor? {
            guard let value = source[key] else { return nil }
            guard let string = value.string, let parsed = TerminalColor(themeValue: string) else {
                fail(key, in: section, "\(value.debugDescription) is not a color; use \(TerminalColor.acceptedForms)")
                return nil
            }
            return parsed
        }
        var slots: [String: TerminalColor] = [:]
        var wallpaperBottom: TerminalColor?
        if let colors {
            for key in requiredSlots {
                if colors[key] == nil { fail(key, in: "colors", "missing; every theme sets \(requiredSlots.joined(separator: ", "))") }
                slots[key] = color(key, in: "colors", of: colors)
            }
            for key in colors.keys.sorted() where !requiredSlots.contains(key) && key != "wallpaper_bottom" {
                fail(key, in: "colors", "unknown color slot; the slots are \(requiredSlots.joined(separator: ", ")), wallpaper_bottom")
            }
            wallpaperBottom = color("wallpaper_bottom", in: "colors", of: colors)
        }
        var system = ColorPalette.standard(for: scheme).system
        if let overrides = table["system"]?.table {
            for key in overrides.keys.sorted() {
                guard let named = SystemColor(rawValue: key) else {
                    fail(
                        key, in: "system",
                        "unknown system color; use one of \(SystemColor.allCases.map(\.rawValue).joined(separator: ", "))")
                    continue
                }
                if let parsed = color(key, in: "system", of: overrides) { system[named] = parsed }
            }
        }
        var tinted = [String: TerminalColor]()
        if let table = table["tinted"]?.table {
            for key in table.keys.sorted() {
                guard tintedSlots.contains(key) else {
                    fail(key, in: "tinted", "unknown tinted color; the tinted colors are \(tintedSlots.joined(separator: ", "))")
                    continue
                }
                tinted[key] = color(key, in: "tinted", of: table)
            }
        }
        let ordered = problems.inFileOrder
        guard ordered.isEmpty else { return (nil, ordered) }
        let slot: (String) -> TerminalColor = { slots[$0] ?? .default }
        let palette = ColorPalette(
            colorScheme: scheme, primary: slot("primary"), secondary: slot("secondary"),
            tertiary: slot("tertiary"), accent: slot("accent"), widgetBackground: slot("widget_background"),
            skeleton: slot("skeleton"), system: system)
        let derived = AccentedColors.derived(from: palette)
        let accentedColors = AccentedColors(
            accent: tinted["accent"] ?? derived.accent, primary: tinted["primary"] ?? derived.primary,
            material: tinted["material"] ?? derived.material)
        let theme = Theme(
            name: name, palette: palette, wallpaper: slot("wallpaper"), wallpaperBottom: wallpaperBottom,
            failureMarker: slot("failure_marker"), staleMarker: slot("stale_marker"), tinted: accentedColors, file: file)
        var withVariant = theme
        withVariant.variant = variant
        return (withVariant, [])
    }
}

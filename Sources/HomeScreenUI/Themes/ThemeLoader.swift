import CellGrid
import Foundation
import TOMLKit
import WidgetUI

/// Reads theme files: TOML with a name, a color scheme and named color slots.
///
/// ```toml
/// name = "dark"
/// scheme = "dark"            # or "light"
/// [colors]
/// primary = "#f2f2f7"        # also "ansi:N", "index:N", "default"
/// wallpaper = "#000000"
/// wallpaper_bottom = "#1c1c3a"   # optional: a vertical gradient
/// [system]                   # optional: override named colors (red, blue, ...)
/// red = "#ff453a"
/// ```
/// Every problem is reported with the file, line and field.
public enum ThemeLoader {
    /// The color slots of `[colors]`; all but `wallpaper_bottom` are required.
    static let requiredSlots = ["primary", "secondary", "tertiary", "accent", "widget_background", "skeleton",
                                "wallpaper", "failure_marker", "stale_marker"]

    /// Loads the theme at `url`.
    public static func load(_ url: URL) throws(ConfigError) -> Theme {
        try parse(try ConfigText.read(url), file: url.path)
    }

    /// Parses theme text; `file` names it in errors.
    public static func parse(_ text: String, file: String) throws(ConfigError) -> Theme {
        let table: TOMLTable
        do {
            table = try TOMLTable(string: text)
        } catch let error as TOMLParseError {
            throw ConfigError(file: file, line: error.source.begin.line, message: "is not valid TOML: \(error.description)")
        } catch {
            throw ConfigError(file: file, message: "is not valid TOML: \(error)")
        }
        let locator = TOMLLocator(text: text)
        func fail(_ key: String, in section: String?, _ message: String) -> ConfigError {
            ConfigError(file: file, line: locator.line(ofKey: key, inTable: section),
                        field: section.map { "\($0).\(key)" } ?? key, message: message)
        }

        guard let name = table["name"]?.string, !name.isEmpty else {
            throw fail("name", in: nil, "missing or not a string; give the theme a name, e.g. name = \"dark\"")
        }
        let schemeText = table["scheme"]?.string ?? "dark"
        guard let scheme = ColorScheme(rawValue: schemeText) else {
            throw fail("scheme", in: nil, "\"\(schemeText)\" is not a color scheme; use \"dark\" or \"light\"")
        }
        guard let colors = table["colors"]?.table else {
            throw ConfigError(file: file, field: "colors", message: "the [colors] table is missing")
        }
        func color(_ key: String, in section: String, of source: TOMLTable) throws(ConfigError) -> TerminalColor? {
            guard let value = source[key] else { return nil }
            guard let string = value.string, let parsed = TerminalColor(themeValue: string) else {
                throw fail(key, in: section, "\(value.debugDescription) is not a color; use \(TerminalColor.acceptedForms)")
            }
            return parsed
        }
        var slots: [String: TerminalColor] = [:]
        for key in requiredSlots {
            guard let parsed = try color(key, in: "colors", of: colors) else {
                throw ConfigError(file: file, field: "colors.\(key)", message: "missing; every theme sets \(requiredSlots.joined(separator: ", "))")
            }
            slots[key] = parsed
        }
        for key in colors.keys where !requiredSlots.contains(key) && key != "wallpaper_bottom" {
            throw fail(key, in: "colors", "unknown color slot; the slots are \(requiredSlots.joined(separator: ", ")), wallpaper_bottom")
        }
        let base = ColorPalette.standard(for: scheme)
        var system = base.system
        if let overrides = table["system"]?.table {
            for key in overrides.keys {
                guard let named = SystemColor(rawValue: key) else {
                    throw fail(key, in: "system", "unknown system color; use one of \(SystemColor.allCases.map(\.rawValue).joined(separator: ", "))")
                }
                system[named] = try color(key, in: "system", of: overrides)
            }
        }
        let slot: (String) -> TerminalColor = { slots[$0] ?? .default }
        let palette = ColorPalette(colorScheme: scheme, primary: slot("primary"), secondary: slot("secondary"),
                                   tertiary: slot("tertiary"), accent: slot("accent"), widgetBackground: slot("widget_background"),
                                   skeleton: slot("skeleton"), system: system)
        return Theme(name: name, palette: palette, wallpaper: slot("wallpaper"),
                     wallpaperBottom: try color("wallpaper_bottom", in: "colors", of: colors),
                     failureMarker: slot("failure_marker"), staleMarker: slot("stale_marker"), file: file)
    }
}

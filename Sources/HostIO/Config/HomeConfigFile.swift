import Foundation
import WidgetEngine

/// The home screen's config file, `$XDG_CONFIG_HOME/homescreen/config.toml`: reading and
/// checking it. homescreen never writes it.
///
/// ```toml
/// mouse = true              # optional, default true; false turns the mouse off
/// appearance = "tinted"     # optional, default "full-color": the tinted home screen (T)
/// theme = "dusk"            # optional, default the built-in default: the theme to start with (t)
/// color = "truecolor"       # optional, default "auto": "truecolor", "256" or "never" override the terminal
/// workers = 4               # optional, default the core count: widget calls run at once
/// pages_across = 2          # optional, default "auto": pages side by side (as the width holds)
/// theme_mode = "auto"       # optional, default "auto": the theme's light or dark variant, following the terminal
/// status = ["clock"]        # optional: kinds kept for `homescreen status` (the first is its default)
///
/// [[app]]                   # each app: what the dock shows and the URLs it opens
/// name = "Browser"          # required, not empty
/// icon = "◍"                # required: one glyph of 1 or 2 cells
/// scheme = "https"          # optional: the URL scheme it opens (one app per scheme)
/// command = ["xdg-open"]    # required: the program (looked up on PATH) and its arguments
/// ```
///
/// Rules, each broken one reported as a ``ConfigError`` with the file, the line and the field
/// (`app[1].scheme`, counting from 0): the TOML is valid; only the keys above appear; `mouse`
/// is true or false; `appearance` is "full-color" or "tinted"; `theme` names a theme (of `themes`, when the caller gives them); `color` is "auto", "truecolor", "256" or "never"; `theme_mode` is "auto", "light" or "dark"; `status` lists widget kinds; `workers` is a whole number from 1 to ``WorkerCount/range``'s upper bound; `pages_across` is "auto" or a whole number in ``HomeConfig/pagesAcrossRange``; `name` is a non-empty string; `icon` is a string 1 or 2 cells wide;
/// `scheme` is a letter followed by letters, digits, `+`, `-` or `.` (case does not matter, it
/// is kept lowercase) and no two apps have the same one; `command` is a non-empty array of
/// strings whose first (the program) is not empty. A file that does not exist is not a
/// problem: it means ``HomeConfig/defaults``.
public enum HomeConfigFile {
    /// The file's name in the config folder.
    public static let fileName = "config.toml"

    /// `$XDG_CONFIG_HOME/homescreen/config.toml` (else `~/.config/homescreen/config.toml`), or nil
    /// without a home folder.
    public static func defaultURL(environment: [String: String] = ProcessEnvironment.variables) -> URL? {
        ConfigPaths.configFolder(environment: environment)?.appendingPathComponent(fileName)
    }

    /// Reads config text; `file` names it in errors. Throws the first problem in the file
    /// (``problems(in:file:)`` lists them all).
    public static func parse(_ text: String, file: String, themes: [String]? = nil) throws(ConfigError) -> HomeConfig {
        let read = HomeConfigReader.read(text, file: file, themes: themes)
        if let first = read.problems.first { throw first }
        return read.config
    }

    /// Every problem in config text, in file order (empty when it is fine).
    public static func problems(in text: String, file: String, themes: [String]? = nil) -> [ConfigError] {
        HomeConfigReader.read(text, file: file, themes: themes).problems
    }

    /// Reads the config file at `url`; a file that does not exist gives ``HomeConfig/defaults``.
    ///
    /// At start, a thrown error means: show it, and run with ``HomeConfig/defaults`` in memory
    /// (the broken file is left as it is).
    public static func load(_ url: URL, themes: [String]? = nil) throws(ConfigError) -> HomeConfig {
        guard let text = try read(url) else { return .defaults }
        return try parse(text, file: url.path, themes: themes)
    }

    /// Every problem in the config file at `url` (empty when it is fine or does not exist),
    /// for `homescreen check`.
    public static func check(at url: URL, themes: [String]? = nil) -> [ConfigError] {
        do {
            guard let text = try read(url) else { return [] }
            return problems(in: text, file: url.path, themes: themes)
        } catch {
            return [error]
        }
    }

    /// The file's text, or nil when it does not exist.
    private static func read(_ url: URL) throws(ConfigError) -> String? {
        guard !UserFile.isMissing(url) else { return nil }
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue {
            throw ConfigError(file: url.path, message: "is a folder; the config is a TOML file")
        }
        return try ConfigText.read(url)
    }
}

import Foundation
import WidgetEngine
import ShippedThemes

/// The themes a user can choose: the shipped ones (compiled in), then their own from
/// `$XDG_CONFIG_HOME/homescreen/themes/` (a user theme with a shipped name replaces it).
public struct ThemeCatalog: Sendable {
    /// Loaded themes, shipped first, by name order.
    public private(set) var themes: [Theme] = []
    /// Every problem of the files that failed to load, in file order; they are skipped, never changed.
    public private(set) var problems: [ConfigError] = []

    /// Loads shipped themes and those in `userFolder`.
    public init(userFolder: URL? = ConfigPaths.configFolder()?.appendingPathComponent("themes")) {
        for file in ShippedThemes.files {
            add(ThemeLoader.read(file.text, file: file.path))
        }
        if let userFolder {
            do {
                // A file, a named pipe or a loop of links where the folder should be is a problem.
                for name in try UserFolder.names(in: userFolder) ?? [] where name.hasSuffix(".toml") {
                    add(ThemeLoader.read(userFolder.appendingPathComponent(name)))
                }
            } catch {
                problems.append(ConfigError(file: error.path, message: error.reason))
            }
        }
        if themes.isEmpty { themes = [.fallback] }
    }

    /// Adds a theme read, in place of one of the same name, or every problem it has.
    private mutating func add(_ reading: (theme: Theme?, problems: [ConfigError])) {
        problems += reading.problems
        guard let theme = reading.theme else { return }
        themes.removeAll { $0.name == theme.name }
        themes.append(theme)
    }

    /// The theme called `name`, or loaded from `name` when it is a path to a `.toml` file.
    public func theme(named name: String) throws(ConfigError) -> Theme {
        if name.hasSuffix(".toml") || name.contains("/") {
            return try ThemeLoader.load(URL(fileURLWithPath: name))
        }
        if let theme = themes.first(where: { $0.name == name }) { return theme }
        if let problem = problems.first(where: { URL(fileURLWithPath: $0.file).deletingPathExtension().lastPathComponent == name }) {
            throw problem
        }
        throw ConfigError(file: name, message: "no such theme; available: \(themes.map(\.name).joined(separator: ", "))")
    }

    /// The default theme: "dark" when present, else the first.
    public var defaultTheme: Theme {
        themes.first { $0.name == "dark" } ?? themes.first ?? .fallback
    }
}

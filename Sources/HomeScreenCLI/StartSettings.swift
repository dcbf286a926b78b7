import Foundation
import HostIO
import WidgetEngine

/// What the home screen reads at its start that needs no widget: the themes (the shipped ones
/// parsed from TOML, the user's), `config.toml` and the appearance chosen with keys last time.
///
/// `homescreen` with no arguments reads them on the command's coordination thread while the
/// main thread gathers the widgets (``HomeScreenProgram``), so the two cores share the start;
/// ``RunOptions/run(widgets:settings:)`` reads them itself otherwise.
struct StartSettings: Sendable {
    /// Every theme, the user's after the shipped ones.
    var themes: ThemeCatalog
    /// `config.toml`'s settings, or the defaults when it did not load.
    var config = HomeConfig.defaults
    /// The appearance remembered in the state folder.
    var memory = AppearanceMemory()
    /// What the status line says first: why `config.toml` did not load (nil: nothing).
    var startMessage: String?
    /// The problems `!` lists: themes skipped, settings not loaded.
    var problems: [String]

    /// Reads them from the folders `environment` names (the process's by default); `state` is
    /// the state folder (nil: none, nothing remembered).
    static func read(state: URL?, environment: [String: String] = ProcessEnvironment.variables) -> StartSettings {
        let themes = ThemeCatalog(userFolder: ConfigPaths.configFolder(environment: environment)?.appendingPathComponent("themes"))
        var settings = StartSettings(themes: themes, problems: themes.problems.map { "Theme skipped: \($0.description)" })
        if let url = HomeConfigFile.defaultURL(environment: environment) {
            do {
                settings.config = try HomeConfigFile.load(url, themes: themes.themes.map(\.name))
            } catch {
                settings.startMessage = "\(error) — using the default settings; the file is left as it is"
                settings.problems.append("Settings not loaded: \(error); the default settings are used and the file is left as it is")
            }
        }
        if let state { settings.memory = AppearanceMemory.load(from: state) }
        return settings
    }
}

import ArgumentParser
import Foundation
import HomeScreenUI
import Logging
import WidgetEngine

/// `homescreen` (no subcommand): the interactive home screen.
struct RunCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Open the home screen (the default command).")

    @Option(name: .long, help: "The layout file (default: $XDG_CONFIG_HOME/homescreen/home.toml, written on first run).")
    var layout: String?

    @Option(name: .long, help: "The theme to start with (dark, light, high-contrast, dusk, yours, or a .toml path).")
    var theme: String?

    @Option(name: .long, help: "Run on a virtual clock starting at this ISO 8601 instant.")
    var clock: String?

    @Option(name: .long, help: "The virtual clock's speed (with --clock): 60 makes a minute pass every second.")
    var speed: Double = 1

    @Option(name: .long, help: "auto (what the terminal has; NO_COLOR turns it off), always, or never.")
    var color: ColorChoice = .auto

    @Option(name: .long, help: "trace, debug, info, notice, warning, error or critical (the log is in the state folder).")
    var logLevel: String = "info"

    @MainActor
    func run() async throws {
        guard let level = Logger.Level(rawValue: logLevel) else {
            throw UsageError(message: "--log-level \"\(logLevel)\" is not a level; use trace, debug, info, notice, warning, error or critical")
        }
        var virtualClock: VirtualClock?
        if let clock {
            guard let start = InstantParser.parse(clock) else {
                throw UsageError(message: "--clock \"\(clock)\" is not an instant; use \(InstantParser.accepted)")
            }
            virtualClock = VirtualClock(start: start, speed: speed)
        }
        let state = ConfigPaths.stateFolder()
        if let state {
            LoggingSystem.bootstrap(FileLogHandler.factory(url: state.appendingPathComponent("homescreen.log"), level: level))
        }
        let catalog = WidgetRegistry.catalog
        let themes = ThemeCatalog()
        var themeIndex = themes.themes.firstIndex { $0.name == themes.defaultTheme.name } ?? 0
        if let theme {
            let chosen: Theme
            do {
                chosen = try themes.theme(named: theme)
            } catch {
                throw UsageError(message: "--theme: \(error)")
            }
            themeIndex = themes.themes.firstIndex { $0.name == chosen.name } ?? 0
        }
        var startMessage: String?
        let home = try HomeLayoutSource.load(path: layout, catalog: catalog, message: &startMessage)
        var config = HomeConfig.defaults
        if let url = HomeConfigFile.defaultURL() {
            do {
                config = try HomeConfigFile.load(url)
            } catch {
                startMessage = "\(error) — using the default settings; the file is left as it is"
            }
        }
        let terminal = CursesTerminal(colorLimit: color == .never ? .none : .direct)
        terminal.mouseEnabled = config.mouse
        let screen = HomeScreen(catalog: catalog, layout: home.layout, themes: themes.themes, themeIndex: themeIndex,
                                store: state.map { EngineStore(folder: $0) }, screenSize: CellSize(width: 80, height: 24), config: config)
        screen.layoutDestination = home.destination
        screen.layoutUnsavedReason = home.unsavedReason
        screen.layoutSourceFile = home.file
        if let startMessage { screen.announce(startMessage, at: (virtualClock as (any WidgetClock)? ?? WallClock()).now) }
        let loop = HomeScreenRunLoop(terminal: terminal, screen: screen, clock: virtualClock ?? WallClock(),
                                     controlPath: ControlSocketPath.resolve())
        try await loop.run()
    }
}

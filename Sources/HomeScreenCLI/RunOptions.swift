import Foundation
import HomeScreenUI
import HostIO
import Logging
import Plugins
import Terminal
import WidgetEngine

/// What `homescreen` (the run command) is asked for, each option at its default unless the
/// command line says otherwise, and the home screen it opens.
///
/// `homescreen` with no arguments runs `RunOptions()` without the argument parser: the parser's
/// first use costs about 3 ms at start (most of it in checking for a completion-script request),
/// and with nothing to parse its answer is known. A test holds `RunCommand`'s defaults to these.
struct RunOptions: Equatable, Sendable {
    /// `--layout`: the layout file; nil for the one in the config folder.
    var layout: String?
    /// `--theme`: a theme's name or a `.toml` path; nil for the default theme.
    var theme: String?
    /// `--clock`: the virtual clock's first instant; nil for the wall clock.
    var clock: String?
    /// `--speed`: the virtual clock's speed.
    var speed: Double = 1
    /// `--color`.
    var color: ColorChoice = .auto
    /// `--graphics`: how pictures are drawn.
    var graphics: GraphicsChoice = .auto
    /// `--log-level`.
    var logLevel: String = "info"
    /// `--workers`: how many calls into widget code run at once; nil for the config's count.
    var workers: Int?
    /// `--lock-screen`, `--standby`: the screen shown over the pages from the start.
    var startScreen: FullScreen?

    /// Opens the home screen and returns when the user quits.
    ///
    /// - Parameter settings: the themes, `config.toml` and the appearance memory, when they were
    ///   read already (``StartSettings``); nil: read here.
    @MainActor
    func run(widgets: ProgramWidgets, settings prepared: StartSettings? = nil) async throws {
        guard let level = Logger.Level(rawValue: logLevel) else {
            throw UsageError(
                message: "--log-level \"\(logLevel)\" is not a level; use trace, debug, info, notice, warning, error or critical")
        }
        if let workers, !WorkerCount.range.contains(workers) {
            throw UsageError(message: "--workers \(workers) is not from 1 to \(WorkerCount.range.upperBound)")
        }
        var virtualClock: VirtualClock?
        if let clock {
            guard let start = InstantParser.parse(clock) else {
                throw UsageError(message: "--clock \"\(clock)\" is not an instant; use \(InstantParser.accepted)")
            }
            virtualClock = VirtualClock(start: start, speed: speed, real: WallClock())
        }
        let state = ConfigPaths.stateFolder()
        if let state {
            LoggingSystem.bootstrap(FileLogHandler.factory(url: state.appendingPathComponent("homescreen.log"), level: level))
        }
        let hosting = WidgetHosting(linked: widgets.own, programLimit: .shared)
        Logger(label: "homescreen").info("\(hosting.summary)")
        // Quitting stops the program at once rather than when it sees its input end.
        defer { hosting.client.stop() }
        // And the installed extensions' programs: one busy in a loop would outlive the screen.
        defer { widgets.installed.stopAll() }
        // The installed extensions' widgets come after the linked ones, each through its own program.
        var catalog = hosting.catalog
        for descriptor in widgets.installed.descriptors { catalog.register(descriptor) }
        for control in widgets.installed.controls { catalog.register(control) }
        let settings = prepared ?? StartSettings.read(state: state)
        let themes = settings.themes
        var startMessage = settings.startMessage
        var startupProblems = settings.problems
        var config = settings.config
        // The appearance chosen with keys last time, over config.toml's defaults (see AppearanceMemory).
        let memory = settings.memory
        let startTheme = memory.theme(default: config.theme) ?? themes.defaultTheme.name
        var themeIndex =
            themes.themes.firstIndex { $0.name == startTheme } ?? themes.themes.firstIndex { $0.name == themes.defaultTheme.name } ?? 0
        let configDefaults = config
        config.tinted = memory.tinted(default: configDefaults.tinted)
        if let theme {
            let chosen: Theme
            do {
                chosen = try themes.theme(named: theme)
            } catch {
                throw UsageError(message: "--theme: \(error)")
            }
            themeIndex = themes.themes.firstIndex { $0.name == chosen.name } ?? 0
        }
        // Saves a kill interrupted left temporary files; ours (and only ours) go.
        if let file = layout.map({ URL(fileURLWithPath: UserFolders.process.expanding($0)) })
            ?? ConfigPaths.configFolder()?.appendingPathComponent("home.toml")
        {
            AtomicFile.removeStaleTemporaries(of: file)
        }
        if let state { EngineStore(folder: state).removeStaleTemporaries() }
        let snapshots = LayoutSnapshots.standard()
        let home = try HomeLayoutSource.load(path: layout, catalog: catalog, snapshots: snapshots, message: &startMessage)
        startupProblems += widgets.problems
        // What opens files and links falls back on $PAGER, $EDITOR and $BROWSER as they are now.
        config.open = OpenSettings(configured: config.open.configured, environment: ProcessEnvironment.variables)
        // One hour cycle for the whole screen: config.toml's, else the locale's (LC_ALL, LC_TIME, LANG).
        config.hourCycle = HourCycle.resolve(configured: config.hourCycle, environment: ProcessEnvironment.variables)
        // --color wins; else config.toml's color; else what the terminal says.
        let colorChoice = color == .auto ? ColorChoice(configured: config.color) : color
        let terminal = CursesTerminal(colorLimit: colorChoice.limit, graphics: graphics)
        terminal.directColor = colorChoice.directColor
        terminal.directColorCache = UserFolders.process.homescreenFolder(.cache)
        terminal.mouseEnabled = config.mouse
        terminal.reportsFocus = config.themeMode == .auto
        let workerCount = WorkerCount.resolve(option: workers, config: config)
        Logger(label: "homescreen").info("widget calls run \(workerCount) at once")
        let screen = HomeScreen(
            catalog: catalog, layout: home.layout, themes: themes.themes, themeIndex: themeIndex,
            store: state.map { EngineStore(folder: $0) }, screenSize: CellSize(width: 80, height: 24), config: config,
            widgetCenter: .shared, controlCenter: .shared, switches: .shared, workers: workerCount)
        screen.layoutDestination = home.destination
        screen.layoutUnsavedReason = home.unsavedReason
        screen.setLayoutSource(home.file, digest: home.digest)
        screen.layoutSnapshots = snapshots
        if let state { screen.rememberAppearance(in: state, memory: memory, defaults: configDefaults) }
        screen.startupProblems = startupProblems
        if startMessage == nil, let first = startupProblems.first { startMessage = first + " (! shows the problems)" }
        screen.startMessage = startMessage
        screen.signalKinds = widgets.pluginSignals
        screen.asksTerminalBackground = config.themeMode == .auto
        let loop = HomeScreenRunLoop(
            terminal: terminal, screen: screen, clock: virtualClock ?? WallClock(), speed: virtualClock?.speed ?? 1,
            controlPath: ControlSocketPath.resolve())
        loop.startScreen = startScreen
        loop.settingsFiles = Self.settingsFiles()
        // `homescreen extension add` and `remove` while the screen runs: the catalog is made
        // again with the extensions installed then (this binary's own widgets stay as they are).
        let later = InstalledClients()
        defer { later.stopAll() }
        let served = hosting.catalog
        let own = widgets.own
        loop.catalogSource = {
            let installed = await InstalledExtensions.descriptors(folders: .process, besides: own)
            later.keep(installed)
            for problem in installed.problems { Logger(label: "homescreen.extensions").warning("\(problem)") }
            var catalog = served
            for descriptor in installed.descriptors { catalog.register(descriptor) }
            return catalog
        }
        if let refresh = widgets.refresh, !refresh.pending.isEmpty {
            // Off the start path: the stale and missing descriptions, a few at once; the slow
            // and the failed ones become problems (`!`).
            Task.detached(executorPreference: PrivateQueueExecutor(label: "homescreen.describe")) {
                let problems = await refresh.run()
                await MainActor.run { _ = loop.send(.problemsFound(problems)) }
            }
        }
        try await loop.run()
    }

    /// The files and folders read only at the start, by path, with the names the status line
    /// gives them when they change: `config.toml`, the installed extensions (applied live: the
    /// catalog is made again), the plugins (files added or removed: an edited script reloads its
    /// widgets at once) and the user's themes.
    static func settingsFiles(folders: UserFolders = .process) -> [String: WatchedSetting] {
        var files: [String: WatchedSetting] = [:]
        if let config = HomeConfigFile.defaultURL(environment: folders.environment) {
            files[config.path] = WatchedSetting(name: "config.toml")
        }
        if let extensions = InstalledExtensions(folders: folders) {
            files[extensions.folder.path] = WatchedSetting(name: "installed extensions", changesCatalog: true)
        }
        if let plugins = PluginFolder(folders: folders) { files[plugins.folder.path] = WatchedSetting(name: "plugins", entriesOnly: true) }
        if let themes = ConfigPaths.configFolder(environment: folders.environment)?.appendingPathComponent("themes") {
            files[themes.path] = WatchedSetting(name: "themes")
        }
        return files
    }
}

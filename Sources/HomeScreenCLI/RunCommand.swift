import ArgumentParser
import Terminal
import WidgetEngine

/// `homescreen` (no subcommand): the interactive home screen.
struct RunCommand: CatalogCommand {
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

    @Option(
        name: .long,
        help:
            "auto (what the terminal has: terminfo, COLORTERM; NO_COLOR turns it off), always, never, truecolor or 256 (overrides the terminal's answer; default: config.toml's color)."
    )
    var color: ColorChoice = .auto

    @Option(name: .long, help: "Pictures: auto (ask the terminal; HOMESCREEN_GRAPHICS overrides), kitty, sixel, iterm or cells.")
    var graphics: GraphicsChoice = .auto

    @Option(
        name: .long,
        help: ArgumentHelp(
            "trace, debug, info, notice, warning, error or critical (the log is $XDG_STATE_HOME/homescreen/homescreen.log, "
                + "1 MiB at most and three older files; debug adds each widget's reload lines)."))
    var logLevel: String = "info"

    @Option(name: .long, help: "How many widget calls run at once (default: workers in config.toml, else the core count).")
    var workers: Int?

    @Flag(name: .long, help: "Start on the lock screen (the time, an inline widget, up to four accessory widgets).")
    var lockScreen = false

    @Flag(name: .customLong("standby"), help: "Start in StandBy (two widgets scaled to the terminal; c clock, n night mode).")
    var standBy = false

    @Option(name: .long, help: "With -- CMD: the build activity's name (default: the command's name).")
    var activityName: String?

    @Option(name: .long, help: "With -- CMD: how long the ended activity stays on screen (default 30m).")
    var dismissAfter: String?

    @Argument(
        parsing: .postTerminator,
        help: "-- CMD [ARG...]: run a command with a build live activity instead (its output passes through; exits with its status).")
    var command: [String] = []

    /// The options as given.
    var options: RunOptions {
        RunOptions(
            layout: layout, theme: theme, clock: clock, speed: speed, color: color, graphics: graphics, logLevel: logLevel,
            workers: workers, startScreen: lockScreen ? .lockScreen : standBy ? .standBy : nil)
    }

    func validate() throws {
        if lockScreen && standBy { throw ValidationError("--lock-screen and --standby: choose one") }
    }

    @MainActor
    func run(widgets: ProgramWidgets) async throws {
        if !command.isEmpty {
            try await CommandActivity(command: command, name: activityName, dismissAfter: dismissAfter, catalog: widgets.catalog).run()
        }
        try await options.run(widgets: widgets)
    }
}

import CellGrid
import WidgetUI

/// The home screen's settings from `config.toml`: whether the mouse is used, the apps the
/// dock shows and URLs open in, and how many calls into widget code run at once
/// (``HomeConfigFile`` reads and checks the file).
public struct HomeConfig: Equatable, Sendable {
    /// Whether mouse clicks and the wheel are reported (on by default). Off, the terminal's own
    /// text selection works without Shift.
    public var mouse: Bool
    /// The apps, in the order of the file (the dock's order).
    public var apps: [AppEntry]
    /// True to start in the tinted appearance (`appearance = "tinted"`; `T` switches it).
    public var tinted: Bool
    /// The theme to start with, by name (`theme = "dusk"`; `t` switches it); nil for the
    /// built-in default.
    public var theme: String?
    /// The color depth to use whatever the terminal says (`color = "truecolor"`, `"256"` or
    /// `"never"`); nil (`"auto"`) for what the terminal has. `--color` overrides it.
    public var color: ColorDepth?
    /// How many calls into widget code (timelines, snapshots, look-ups of choices) run at
    /// once; nil for the machine's core count (see ``WorkerCount``).
    public var workers: Int?
    /// How many pages show side by side (`pages_across = 2`); nil (`"auto"`, the default) for
    /// as many as the terminal's width holds.
    public var pagesAcross: Int?
    /// What opens files and links no app claims: the `[open]` table over the environment.
    public var open: OpenSettings
    /// The widget kinds the running home screen keeps an `accessoryInline` timeline for, for
    /// `homescreen status` (`status = ["clock", "battery"]`); the first is what `status` shows
    /// when asked for no kind or instance.
    public var statusKinds: [String]
    /// Whether the theme's light or dark variant is used: fixed, or following the terminal's
    /// background (`theme_mode`, default ``ThemeMode/auto``).
    public var themeMode: ThemeMode
    /// Where the controls row is drawn (`controls_row = "below"` the page grid, the default;
    /// `"above"` it; `"sheet"`: only as a sheet on `C`).
    public var controlsRow = ControlsRowPlacement.below
    /// The program and arguments the Command control runs (`control_command = ["make",
    /// "test"]`), never through a shell; empty: the control says it has none.
    public var controlCommand: [String] = []
    /// How hours are written on the whole screen (`hour_cycle = "h12"` or `"h23"`); nil
    /// (`"auto"`, the default) for the locale's (see ``HourCycle/resolve(configured:environment:)``).
    public var hourCycle: HourCycle?

    /// Settings with the mouse on, no apps, full color, a worker a core and pages side by side
    /// as the width allows, unless given.
    public init(
        mouse: Bool = true, apps: [AppEntry] = [], tinted: Bool = false, workers: Int? = nil, pagesAcross: Int? = nil,
        theme: String? = nil, statusKinds: [String] = [], themeMode: ThemeMode = .auto
    ) {
        self.mouse = mouse
        self.theme = theme
        self.apps = apps
        self.tinted = tinted
        self.workers = workers
        self.pagesAcross = pagesAcross
        self.open = OpenSettings()
        self.statusKinds = statusKinds
        self.themeMode = themeMode
    }

    /// The most pages `pages_across` may ask for.
    public static let pagesAcrossRange = 1...8

    /// What the home screen uses without a config file, or when the file has a problem: the
    /// mouse on, no apps, a worker a core.
    public static let defaults = HomeConfig()
}

/// Where the controls row is drawn (`controls_row` in `config.toml`).
public enum ControlsRowPlacement: String, CaseIterable, Equatable, Sendable {
    /// On the line above the page grid.
    case above
    /// On the line below the page dots, when the terminal has one free (else above).
    case below
    /// Not on the home screen: only as a sheet on `C`.
    case sheet
}

/// The home screen's settings from `config.toml`: whether the mouse is used and the apps the
/// dock shows and URLs open in (``HomeConfigFile`` reads and checks the file).
public struct HomeConfig: Equatable, Sendable {
    /// Whether mouse clicks and the wheel are reported (on by default). Off, the terminal's own
    /// text selection works without Shift.
    public var mouse: Bool
    /// The apps, in the order of the file (the dock's order).
    public var apps: [AppEntry]
    /// True to start in the tinted appearance (`appearance = "tinted"`; `T` switches it).
    public var tinted: Bool

    /// Settings with the mouse on, no apps and full color unless given.
    public init(mouse: Bool = true, apps: [AppEntry] = [], tinted: Bool = false) {
        self.mouse = mouse
        self.apps = apps
        self.tinted = tinted
    }

    /// What the home screen uses without a config file, or when the file has a problem: the
    /// mouse on and no apps.
    public static let defaults = HomeConfig()
}

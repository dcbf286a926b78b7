/// When a widget's reloads run and whether they are charged: WidgetKit's rules for widgets
/// written for iOS; a script plugin's own for xbar plugins, whose file name sets an interval
/// the user chose (`cpu.5s.sh`) and which run only while they are seen.
public struct WidgetScheduling: Hashable, Sendable {
    /// False when an instance off the page shown is never reloaded: a reload due while it is
    /// hidden waits until it is shown, and runs then (at once).
    public var reloadsOffScreen: Bool
    /// False when no reload is charged to a budget or held back by the minimum spacing: the
    /// interval is the user's choice (a plugin's file name), not the widget's.
    public var isMetered: Bool

    public init(reloadsOffScreen: Bool = true, isMetered: Bool = true) {
        self.reloadsOffScreen = reloadsOffScreen
        self.isMetered = isMetered
    }

    /// WidgetKit's: reloaded when due, on screen or not; policy and `WidgetCenter` reloads charged.
    public static let standard = WidgetScheduling()

    /// A script plugin's: reloaded only while shown, on its own interval, free.
    public static let whileShown = WidgetScheduling(reloadsOffScreen: false, isMetered: false)
}

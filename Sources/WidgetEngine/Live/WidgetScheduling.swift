/// Whether a widget's reloads are charged: WidgetKit's rules for widgets written for iOS; a
/// script plugin's own for xbar plugins, whose file name sets an interval the user chose
/// (`cpu.5s.sh`). Whether reloads wait for the page shown is
/// ``WidgetDescriptor/reloadsOnlyOnPageShown``.
public struct WidgetScheduling: Hashable, Sendable {
    /// False when no reload is charged to a budget or held back by the minimum spacing: the
    /// interval is the user's choice (a plugin's file name), not the widget's.
    public var isMetered: Bool

    public init(isMetered: Bool = true) {
        self.isMetered = isMetered
    }

    /// WidgetKit's: policy and `WidgetCenter` reloads charged.
    public static let standard = WidgetScheduling()

    /// A script plugin's: on its own interval, free.
    public static let unmetered = WidgetScheduling(isMetered: false)
}

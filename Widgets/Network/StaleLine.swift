import WidgetEngine

/// A network widget's stale line written in both hour cycles ("⚠ as of 09:41 · …" and "⚠ as
/// of 9:41 AM · …"), so that the view, which sees the screen's `hourCycle`, shows the one in
/// use: the provider that writes it does not see the environment.
struct StaleLine: Hashable, Sendable {
    /// In the 24-hour cycle (and for a screen with none set).
    var h23: String
    /// In the 12-hour cycle.
    var h12: String

    /// The line for `hourCycle` (nil: 24-hour).
    func text(in hourCycle: HourCycle?) -> String {
        hourCycle == .h12 ? h12 : h23
    }
}

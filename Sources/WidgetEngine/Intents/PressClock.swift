import Foundation

/// The instant of the press being run, as the host's clock said it (homescreen's addition):
/// a virtual clock's under `homescreen --clock`, `render --press --at` and tests, so an
/// intent that records a time (a timer's start) agrees with the clock the widget is drawn on.
///
/// ```swift
/// let now = PressClock.pressedAt ?? Date()
/// ```
public enum PressClock {
    /// When the running intent's control was pressed; nil outside a press or when the host
    /// did not say (then use `Date()`, as an iOS intent does).
    @TaskLocal public static var pressedAt: Date?
}

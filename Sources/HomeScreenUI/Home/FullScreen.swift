/// A screen that shows instead of the pages (``HomeMessage/present(_:)``, the `L` and `S`
/// keys, `homescreen --lock-screen` and `--standby`).
public enum FullScreen: Sendable, Equatable {
    /// The lock screen: the time and date, an inline widget above, accessory widgets below.
    case lockScreen
    /// StandBy: two small widgets scaled to the terminal, or a full-screen clock.
    case standBy
}

extension FullScreen {
    /// The screen that shows it.
    @MainActor
    func makeScreen() -> any Screen {
        switch self {
        case .lockScreen: LockScreen()
        case .standBy: StandByScreen()
        }
    }
}

import Synchronization
import WidgetUI

/// The home screen's own settings that its bundled controls change: do-not-disturb for its
/// notifications, the tinted appearance, the theme, reloads paused. The controls' intents run in the home
/// screen's process and change them here; the home screen applies them at its next step and
/// publishes what it shows, which the controls' value providers read.
public final class HostSwitches: Sendable {
    /// The settings as last published or changed.
    public struct State: Equatable, Sendable {
        /// Do not disturb: the home screen's notifications (toasts) are logged, not shown.
        public var quiet = false
        /// The tinted appearance.
        public var tinted = false
        /// The theme shown, by name.
        public var theme = ""
        /// Presses of “next theme” not yet applied.
        public var themeSteps = 0
        /// The Command control's program and arguments (`control_command` in `config.toml`).
        public var command: [String] = []
        /// The Command control's last exit status (nil: not run yet).
        public var commandStatus: Int32?
        /// Every widget's reloads paused (the Pause Reloads control): those that would run by
        /// themselves wait until it is off.
        public var pausesReloads = false
        /// How the screen writes hours (`hour_cycle` in `config.toml`, else the locale's):
        /// controls that write a time of day use it; nil before the screen publishes it.
        public var hourCycle: HourCycle?

        public init() {}
    }

    /// The switches of this process.
    public static let shared = HostSwitches()

    private let state = Mutex(State())
    private let changeCount = Atomic(0)

    /// Switches of their own (tests; the program uses ``shared``).
    public init() {}

    /// The settings now.
    public var current: State { state.withLock { $0 } }

    /// Changes the settings (a control's intent).
    public func change(_ body: @Sendable (inout State) -> Void) {
        state.withLock { body(&$0) }
        changeCount.add(1, ordering: .releasing)
    }

    /// How many times ``change(_:)`` was called: the home screen, having applied the
    /// switches, knows from it whether any changed since, without taking them.
    public var changes: Int { changeCount.load(ordering: .acquiring) }

    /// The settings, with the theme steps taken (the home screen applies them).
    public func take() -> State {
        state.withLock { state in
            defer { state.themeSteps = 0 }
            return state
        }
    }

    /// What the home screen shows now (after it applied the changes), its command and how it
    /// writes hours.
    public func publish(tinted: Bool, theme: String, command: [String], hourCycle: HourCycle?) {
        state.withLock { state in
            state.tinted = tinted
            state.theme = theme
            state.command = command
            state.hourCycle = hourCycle
        }
    }
}

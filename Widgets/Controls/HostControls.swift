import WidgetEngine

/// Do not disturb for the home screen's own notifications: while on, what it would say in
/// the status bar (a press that failed, a widget added) goes to the log only.
struct QuietControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "homescreen.quiet", provider: HostSwitchValue(\.quiet)) { isOn in
            ControlWidgetToggle("Do Not Disturb", isOn: isOn, action: SetQuietIntent()) { isOn in
                Label(isOn ? "On" : "Off", systemImage: isOn ? "moon.fill" : "moon")
            }
        }
        .displayName("Do Not Disturb")
        .description("Keeps the home screen's notifications out of the status bar (they are still logged).")
    }
}

/// Every widget's reloads paused (the budget's off switch): while on, no reload runs by
/// itself and the home screen does not wake for one; off, those due run once.
struct PauseReloadsControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "homescreen.pause", provider: HostSwitchValue(\.pausesReloads)) { isOn in
            ControlWidgetToggle("Pause Reloads", isOn: isOn, action: SetPausedIntent()) { isOn in
                Label(isOn ? "Paused" : "Running", systemImage: isOn ? "pause.circle.fill" : "pause.circle")
            }
        }
        .displayName("Pause Reloads")
        .description("Stops every widget's reloads until switched off; then those due run once.")
    }
}

/// The tinted appearance on or off, as `T` switches it.
struct TintedControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "homescreen.tinted", provider: HostSwitchValue(\.tinted)) { isOn in
            ControlWidgetToggle("Tinted", isOn: isOn, action: SetTintedIntent()) { isOn in
                Label(isOn ? "On" : "Off", systemImage: "circle.lefthalf.filled")
            }
        }
        .displayName("Tinted")
        .description("The tinted appearance on or off (as T).")
    }
}

/// The next theme, as `t` chooses it; shows the theme's name.
struct ThemeControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "homescreen.theme", provider: ThemeName()) { name in
            ControlWidgetButton(action: NextThemeIntent()) {
                Label("Theme", systemImage: "paintbrush")
            } actionLabel: { _ in
                Text(name)
            }
        }
        .displayName("Theme")
        .description("The next theme (as t); shows the one in use.")
    }
}

/// A Boolean of the home screen's switches.
struct HostSwitchValue: ControlValueProvider {
    let key: KeyPath<HostSwitches.State, Bool> & Sendable
    init(_ key: KeyPath<HostSwitches.State, Bool> & Sendable) { self.key = key }
    var previewValue: Bool { false }
    func currentValue() async throws -> Bool { HostSwitches.shared.current[keyPath: key] }
}

/// The theme's name.
struct ThemeName: ControlValueProvider {
    var previewValue: String { "" }
    func currentValue() async throws -> String { HostSwitches.shared.current.theme }
}

struct SetQuietIntent: SetValueIntent {
    static let title: LocalizedStringResource = "Do Not Disturb"
    @Parameter(title: "On") var value: Bool
    func perform() async throws -> some IntentResult {
        let value = value
        HostSwitches.shared.change { $0.quiet = value }
        return .result()
    }
}

struct SetPausedIntent: SetValueIntent {
    static let title: LocalizedStringResource = "Pause Reloads"
    @Parameter(title: "On") var value: Bool
    func perform() async throws -> some IntentResult {
        let value = value
        HostSwitches.shared.change { $0.pausesReloads = value }
        return .result()
    }
}

struct SetTintedIntent: SetValueIntent {
    static let title: LocalizedStringResource = "Tinted"
    @Parameter(title: "On") var value: Bool
    func perform() async throws -> some IntentResult {
        let value = value
        HostSwitches.shared.change { $0.tinted = value }
        return .result()
    }
}

struct NextThemeIntent: AppIntent {
    static let title: LocalizedStringResource = "Next theme"
    func perform() async throws -> some IntentResult {
        HostSwitches.shared.change { $0.themeSteps += 1 }
        return .result()
    }
}

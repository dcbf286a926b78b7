import WidgetUI

/// A control with two states, as WidgetKit's `ControlWidgetToggle`: pressing runs its
/// ``SetValueIntent`` with the other state. The host draws it flipped at once and flips it
/// back when the intent fails.
///
/// ```swift
/// ControlWidgetToggle("Do Not Disturb", isOn: isOn, action: SetQuietIntent()) { isOn in
///     Label(isOn ? "Quiet" : "Alerts", systemImage: isOn ? "moon.fill" : "moon")
/// }
/// ```
public struct ControlWidgetToggle<Label: View, ValueLabel: View, Action: SetValueIntent>: ControlWidgetTemplate
where Action.ValueType == Bool {
    public let _template: ControlTemplate

    /// A toggle in state `isOn` labelled `label`, whose state is told by `valueLabel`.
    public init(
        isOn: Bool, action: Action, @ViewBuilder label: @escaping () -> Label, @ViewBuilder valueLabel: @escaping (Bool) -> ValueLabel
    ) {
        self.init(title: ControlLabel(label()), isOn: isOn, action: action, state: ControlLabel(valueLabel(isOn)))
    }

    init(title: ControlLabel, isOn: Bool, action: Action, state: ControlLabel?) {
        let value = state.map(\.text).flatMap { $0.isEmpty ? nil : $0 } ?? ControlTemplate.defaultValueLabel(isOn)
        _template = ControlTemplate(
            role: .toggle(isOn: isOn), title: title.text, systemImage: state?.systemImage ?? title.systemImage, value: value,
            intent: action.reference)
    }
}

extension ControlWidgetToggle where Label == Text {
    /// A toggle titled `title` in state `isOn`, whose state is told by `valueLabel`.
    public init(_ title: LocalizedStringResource, isOn: Bool, action: Action, @ViewBuilder valueLabel: @escaping (Bool) -> ValueLabel) {
        self.init(title: ControlLabel(Text(title.key)), isOn: isOn, action: action, state: ControlLabel(valueLabel(isOn)))
    }
}

extension ControlWidgetToggle where ValueLabel == ControlWidgetToggleDefaultLabel {
    /// A toggle in state `isOn` labelled `label`; its state reads “On” or “Off”.
    public init(isOn: Bool, action: Action, @ViewBuilder label: @escaping () -> Label) {
        self.init(title: ControlLabel(label()), isOn: isOn, action: action, state: nil)
    }
}

extension ControlWidgetToggle where Label == Text, ValueLabel == ControlWidgetToggleDefaultLabel {
    /// A toggle titled `title` in state `isOn`; its state reads “On” or “Off”.
    public init(_ title: LocalizedStringResource, isOn: Bool, action: Action) {
        self.init(title: ControlLabel(Text(title.key)), isOn: isOn, action: action, state: nil)
    }
}

/// The label of a toggle that gives none: “On” or “Off”, as in WidgetKit.
public struct ControlWidgetToggleDefaultLabel: View {
    let isOn: Bool
    public var body: Text { Text(ControlTemplate.defaultValueLabel(isOn)) }
}

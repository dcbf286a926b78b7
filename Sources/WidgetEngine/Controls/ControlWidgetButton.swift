import WidgetUI

/// A control that runs an intent when pressed, as WidgetKit's `ControlWidgetButton`.
///
/// ```swift
/// ControlWidgetButton(action: StartTimerIntent()) {
///     Label("Timer", systemImage: "timer")
/// }
/// ```
public struct ControlWidgetButton<Label: View, ActionLabel: View, Action: AppIntent>: ControlWidgetTemplate {
    public let _template: ControlTemplate

    /// A button whose label is `label` and whose words while its action runs are
    /// `actionLabel` (its argument: whether the action is running); the idle words are shown
    /// after the title.
    public init(action: Action, @ViewBuilder label: () -> Label, @ViewBuilder actionLabel: (Bool) -> ActionLabel) {
        let title = ControlLabel(label())
        let state = ControlLabel(actionLabel(false))
        _template = ControlTemplate(
            role: .button, title: title.text, systemImage: title.systemImage ?? state.systemImage,
            value: state.text.isEmpty ? nil : state.text, intent: action.reference)
    }
}

extension ControlWidgetButton where ActionLabel == EmptyView {
    /// A button whose label is `label`.
    public init(action: Action, @ViewBuilder label: () -> Label) {
        self.init(action: action, label: label, actionLabel: { _ in EmptyView() })
    }
}

extension ControlWidgetButton where Label == WidgetUI.Label<Text, Image>, ActionLabel == EmptyView {
    /// A button titled `title` with the SF Symbol `systemImage`.
    public init(_ title: LocalizedStringResource, systemImage: String, action: Action) {
        self.init(action: action) { WidgetUI.Label(title.key, systemImage: systemImage) }
    }
}

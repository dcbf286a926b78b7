/// A button or a toggle inside a rendered view: where it was drawn and what pressing it runs.
/// The host presses one without running widget code: it sends ``intent`` to the widget's
/// process (with ``pressedValue`` for a toggle) and reloads the widget when it is done.
public struct PressTarget: Hashable, Sendable {
    /// Which control it is.
    public enum Control: Hashable, Sendable {
        case button
        /// A toggle, in the state drawn (after any of the host's ``RenderContext/toggleStates``).
        case toggle(isOn: Bool)
    }

    public var control: Control
    /// What pressing runs; nil for a control without an intent (pressing it opens the widget).
    public var intent: IntentReference?
    /// Where it was drawn, in the rendered buffer's cells.
    public var frame: CellRect
    /// Pressing does nothing (`disabled(true)`).
    public var disabled: Bool
    /// Its label's text, as a user names it (`Start`, `Buy oat milk`).
    public var label: String

    public init(control: Control, intent: IntentReference?, frame: CellRect, disabled: Bool, label: String) {
        self.control = control
        self.intent = intent
        self.frame = frame
        self.disabled = disabled
        self.label = label
    }

    /// The state a press asks for: the other one, for a toggle; nil for a button.
    public var pressedValue: Bool? {
        if case let .toggle(isOn) = control { return !isOn }
        return nil
    }
}

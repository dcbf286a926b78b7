import WidgetEngine

/// A press of a button or a toggle to run (``WidgetCall/Work/perform(_:)``): the press as the
/// instance's queue made it, whose queue it came from, and the control's label, which a
/// failure is told by.
public struct PressCall: Sendable {
    /// The instance whose control was pressed (its queue runs the presses in order).
    public let instance: WidgetInstanceID
    /// The press: its number in the queue, the invocation, when it was made.
    public let press: PressQueue.Press
    /// The control's label as drawn (`Start`, `Buy oat milk`).
    public let label: String

    /// What runs: the intent, the toggle's new value, the configuration.
    public var invocation: IntentInvocation { press.invocation }
}

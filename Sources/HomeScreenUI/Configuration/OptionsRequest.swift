import WidgetEngine

/// A look-up of a parameter's choices from the widget's `DynamicOptionsProvider`. That is
/// widget code: the run loop runs it off the main actor with a deadline (as it runs provider
/// calls) and hands the result back with ``HomeScreen/deliverOptions(_:for:at:)``.
public struct OptionsRequest: Sendable {
    /// Identifies the look-up; a result for a look-up no longer wanted is dropped.
    public let token: UInt64
    /// The instance whose configuration sheet asked.
    public let instance: WidgetInstanceID
    /// The parameter's name.
    public let parameter: String
    /// The widget's provider of choices.
    public let provider: any DynamicOptionsProvider
}

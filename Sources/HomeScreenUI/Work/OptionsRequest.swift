import WidgetEngine

/// A look-up of a parameter's choices from the widget's `DynamicOptionsProvider`, for the
/// configuration sheet. That is widget code: it runs as a ``WidgetCall``, off the main actor
/// with a deadline, as provider calls do.
public struct OptionsRequest: Sendable {
    /// The instance whose configuration sheet asked.
    public let instance: WidgetInstanceID
    /// The parameter's name.
    public let parameter: String
    /// The widget's provider of choices.
    public let provider: any DynamicOptionsProvider
}

import WidgetEngine

/// What a ``WidgetCall`` answered.
public enum WidgetCallResult: Sendable {
    /// A timeline, for the engine.
    case timeline(Result<ArchivedTimeline, ProviderFailure>)
    /// A gallery snapshot, for the gallery.
    case snapshot(Result<ArchivedEntry, ProviderFailure>)
    /// A parameter's choices, for the configuration sheet.
    case options(Result<[String], ProviderFailure>)
    /// What a press came to (a URL to open, a line to show) or why it failed, for the
    /// instance's press queue.
    case performed(Result<IntentOutcome, IntentFailure>)
    /// A control's template for its current value (the controls row).
    case controlValue(Result<ControlTemplate, ProviderFailure>)
}

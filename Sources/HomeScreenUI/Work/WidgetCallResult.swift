import WidgetEngine

/// What a ``WidgetCall`` answered.
public enum WidgetCallResult: Sendable {
    /// A timeline, for the engine.
    case timeline(Result<ArchivedTimeline, ProviderFailure>)
    /// A gallery snapshot, for the gallery.
    case snapshot(Result<ArchivedEntry, ProviderFailure>)
    /// A parameter's choices, for the configuration sheet.
    case options(Result<[String], ProviderFailure>)
}

import WidgetEngine

/// A call into widget code that a screen asks for (``HomeIntent/ask(_:)``): the home screen
/// queues it and hands its answer back to that screen, as long as the screen is on the stack.
enum ScreenCall {
    /// The gallery's snapshot of `kind` in `family` (its placeholder is made when it is asked).
    case snapshot(kind: String, family: WidgetFamily)
    /// A placed widget's snapshot in `family` with its `configuration`, for a sheet that shows
    /// it bigger (``WidgetDetailScreen``).
    case detail(kind: String, family: WidgetFamily, configuration: ConfigValues)
    /// A parameter's choices, from the widget's `DynamicOptionsProvider`.
    case options(OptionsRequest)
}

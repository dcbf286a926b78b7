import WidgetEngine

/// What the user does to the controls row (``HomeIntent/controls(_:)``).
enum ControlsChange: Equatable {
    /// Press the control at this place of the row.
    case press(Int)
    /// Add a control of this kind at the end of the row (the controls gallery).
    case add(String)
    /// Take the control at this place out of the row.
    case remove(Int)
    /// Move the control at this place by so many places (negative: left).
    case move(Int, by: Int)
    /// Keep these parameter values for the control of this kind (its configuration sheet) and
    /// ask its value again.
    case configure(String, ConfigValues)
    /// Put the keyboard on this control of the row (nil: give the focus back to the page).
    case focus(Int?)
}

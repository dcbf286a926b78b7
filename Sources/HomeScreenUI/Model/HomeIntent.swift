import Foundation
import WidgetEngine

/// What the user meant, as a screen answers it: the model applies every intent in one place
/// (``HomeModel/apply(_:at:)``), so a screen reads the model and never writes it.
///
/// New kinds of input (a button pressed in a widget, a control toggled) add cases here.
enum HomeIntent {
    // MARK: Where the user is

    /// Select the tile, stack or dock icon `id` on the page shown.
    case select(String)
    /// Select stop `index` of the selected widget's Tab ring, its links, buttons and toggles in
    /// reading order (nil: none).
    case selectLink(Int?)
    /// Show screen page `page`, its first item selected.
    case showPage(Int)

    // MARK: The widgets

    /// Reload a widget now, free of budget, restarting it if it was stopped (`r`).
    case reload(WidgetInstanceID)
    /// Reload every widget so (`R`).
    case reloadAll
    /// The user opened a widget (its link, its URL or its app): an interaction, which smart
    /// stacks rank by.
    case open(WidgetInstanceID)
    /// Show `member` on top of the stack `stack` (an item id), chosen by hand: pinned there
    /// while Smart Rotate is on, until a relevance of the stack changes.
    case pin(WidgetInstanceID, stack: String)
    /// Keep `member` on top of the stack `stack` without pinning it (a reorder of members
    /// leaves the one shown in front).
    case keepOnTop(WidgetInstanceID, stack: String)
    /// Show the previous (-1) or next (+1) member of the selected stack, pinned (`<`, `>`).
    case swipeStack(by: Int)
    /// Press the button or toggle `target` of the widget `id` (Enter or Space on it, a
    /// click): its intent runs where the widget's provider runs, in the instance's order.
    case press(PressTarget, in: WidgetInstanceID)
    /// A change of the controls row: a press, an addition, a removal, a move, the focus.
    case controls(ControlsChange)

    // MARK: The appearance

    /// Change how the home looks.
    case setAppearance(AppearanceChange)

    // MARK: The layout

    /// Apply an edit of the layout (already made, by ``LayoutEditor``): saved, undoable.
    case edit(LayoutEditor.Edit)
    /// Go back to the layout before the last edit (`u`).
    case undo
    /// Add a widget of `kind` in `family` to the page shown.
    case addWidget(kind: String, family: WidgetFamily)
    /// Save `values` as the configuration of the widget `id` (named `title` in messages) and
    /// reload it.
    case configure(WidgetInstanceID, ConfigValues, title: String)

    // MARK: Telling the user

    /// Show `text` at the bottom for a while.
    case toast(String)
    /// Take the toast away.
    case dismissToast
    /// Take the live activity `id` off the screen.
    case dismissActivity(String)

    // MARK: Widget code

    /// Ask widget code for something a screen shows; the answer goes back to that screen.
    case ask(ScreenCall)
}

/// A change of how the home looks (``HomeIntent/setAppearance(_:)``).
enum AppearanceChange: Equatable {
    /// The next theme (`t`).
    case nextTheme
    /// The tinted appearance on or off (`T`).
    case toggleTinted
    /// A preview on, or off when it is on already (`p`, `P`).
    case togglePreview(PreviewMode)
}

import CellGrid
import Foundation
import Terminal

/// One screen of the home screen's ``ScreenStack``: the home grid at the bottom, edit mode,
/// and the sheets over them (gallery, configuration, budget, stack explanation, help,
/// problems). A screen owns its own state; it reads the ``HomeModel`` and answers what the
/// user meant (a ``ScreenAction``, whose intents the model applies), draws itself over the
/// screens below, and says when it changes by itself. It never writes the model.
@MainActor
protocol Screen: AnyObject {
    /// Handles an event sent to this screen (the top one, or one whose screens above passed
    /// the event down with ``ScreenAction/unhandled``).
    func handle(_ event: InputEvent, model: HomeModel, at now: Date) -> ScreenAction
    /// Draws over what the screens below drew. Reads only: no widget code runs here.
    func draw(into buffer: inout CellBuffer, model: HomeModel, context: DrawContext)
    /// Brings the screen to `now` after every message (a preview's deadline passes); answers
    /// what it needs now (the calls into widget code for what it is about to show).
    func advance(to now: Date, model: HomeModel) -> ScreenAction
    /// When this screen changes by itself next (nil: only when the model does).
    func nextChange(after now: Date, model: HomeModel) -> Date?
    /// Learns that a call it asked for (``HomeIntent/ask(_:)``) is queued: what it shows until
    /// the answer can be set up from the model now (a gallery preview's placeholder).
    func asked(_ call: ScreenCall, model: HomeModel, at now: Date)
    /// Takes the answer to a call this screen asked for.
    func receive(_ result: WidgetCallResult, for call: ScreenCall, model: HomeModel, at now: Date)
    /// True when it covers the page, so the page's live text need not tick.
    var coversPage: Bool { get }
    /// The status bar's key hints while this screen is on top of those that give one.
    var statusHint: String? { get }
    /// The lines of the help (`?`) opened from this screen.
    var helpLines: [String]? { get }
    /// True for edit mode: the grid draws its outlines instead of the selection ring.
    var editsLayout: Bool { get }
    /// The widgets this screen shows in place of the pages (the lock screen's, StandBy's), in
    /// screen cells: what is on screen for the engine (timelines, live text, stacks' members).
    /// Nil for a screen that shows the pages or a sheet over them.
    func shownItems(model: HomeModel) -> [PlacedItem]?
    /// True when the wheel scrolls this screen as ↑ and ↓ do (a sheet's list); false for a
    /// screen that takes the wheel itself (the grid turns pages).
    var wheelScrollsWithArrows: Bool { get }
}

extension Screen {
    func advance(to now: Date, model: HomeModel) -> ScreenAction { .none }
    func nextChange(after now: Date, model: HomeModel) -> Date? { nil }
    func asked(_ call: ScreenCall, model: HomeModel, at now: Date) {}
    func receive(_ result: WidgetCallResult, for call: ScreenCall, model: HomeModel, at now: Date) {}
    var coversPage: Bool { false }
    var statusHint: String? { nil }
    var helpLines: [String]? { nil }
    var editsLayout: Bool { false }
    func shownItems(model: HomeModel) -> [PlacedItem]? { nil }
    var wheelScrollsWithArrows: Bool { true }
}

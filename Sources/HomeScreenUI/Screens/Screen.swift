import CellGrid
import Foundation
import Terminal

/// One screen of the home screen's ``ScreenStack``: the home grid at the bottom, edit mode,
/// and the sheets over them (gallery, configuration, budget, stack explanation, help,
/// problems). A screen owns its own state; it handles the events sent to it against the
/// ``HomeModel`` and answers what should happen, draws itself over the screens below, and says
/// when it changes by itself.
@MainActor
protocol Screen: AnyObject {
    /// Handles an event sent to this screen (the top one, or one whose screens above passed
    /// the event down with ``ScreenAction/unhandled``).
    func handle(_ event: InputEvent, model: HomeModel, at now: Date) -> ScreenAction
    /// Draws over what the screens below drew. Reads only: no widget code runs here.
    func draw(into buffer: inout CellBuffer, model: HomeModel, context: DrawContext)
    /// Brings the screen to `now` before a frame (a preview's deadline passes); may queue
    /// calls into widget code on the model.
    func advance(to now: Date, model: HomeModel)
    /// Called when the screen is taken off the stack: it drops the calls it queued that have
    /// not started.
    func dismissed(model: HomeModel)
    /// When this screen changes by itself next (nil: only when the model does).
    func nextChange(after now: Date, model: HomeModel) -> Date?
    /// Takes the result of a call into widget code this screen asked for; false when the
    /// token is not one of its calls.
    func receive(_ result: WidgetCallResult, for token: UInt64, model: HomeModel, at now: Date) -> Bool
    /// True when it covers the page, so the page's live text need not tick.
    var coversPage: Bool { get }
    /// The status bar's key hints while this screen is on top of those that give one.
    var statusHint: String? { get }
    /// The lines of the help (`?`) opened from this screen.
    var helpLines: [String]? { get }
    /// True for edit mode: the grid draws its outlines instead of the selection ring.
    var editsLayout: Bool { get }
}

extension Screen {
    func advance(to now: Date, model: HomeModel) {}
    func dismissed(model: HomeModel) {}
    func nextChange(after now: Date, model: HomeModel) -> Date? { nil }
    func receive(_ result: WidgetCallResult, for token: UInt64, model: HomeModel, at now: Date) -> Bool { false }
    var coversPage: Bool { false }
    var statusHint: String? { nil }
    var helpLines: [String]? { nil }
    var editsLayout: Bool { false }
}

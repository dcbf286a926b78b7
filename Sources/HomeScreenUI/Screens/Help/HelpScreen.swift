import CellGrid
import Foundation
import Terminal

/// Every key of the screen it was opened from, in a box in the middle of the screen (`?`).
/// Esc, `?` or `q` close it; in a terminal too short for every line, ↑ ↓ (PgUp PgDn, the wheel)
/// scroll it.
@MainActor
final class HelpScreen: Screen {
    /// The lines shown.
    let lines: [String]
    /// The first line shown.
    private var firstLine = 0

    init(lines: [String]) {
        self.lines = lines
    }

    func handle(_ event: InputEvent, model: HomeModel, at now: Date) -> ScreenAction {
        if let first = CenteredBox(lines: lines, scrolls: true, firstLine: firstLine).scrolled(by: event, in: model.screenSize) {
            firstLine = first
            return .redraw
        }
        guard case let .key(key) = event else { return .none }
        return [.escape, .character("?"), .character("q")].contains(key) ? .pop : .redraw
    }

    func draw(into buffer: inout CellBuffer, model: HomeModel, context: DrawContext) {
        CenteredBox(lines: lines, scrolls: true, firstLine: firstLine).draw(model.theme, into: &buffer)
    }
}

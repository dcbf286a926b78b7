import CellGrid
import Foundation
import Terminal

/// Every key of the screen it was opened from, in a box in the middle of the screen (`?`).
/// Esc, `?` or `q` close it.
@MainActor
final class HelpScreen: Screen {
    /// The lines shown.
    let lines: [String]

    init(lines: [String]) {
        self.lines = lines
    }

    func handle(_ event: InputEvent, model: HomeModel, at now: Date) -> ScreenAction {
        guard case let .key(key) = event else { return .none }
        return [.escape, .character("?"), .character("q")].contains(key) ? .pop : .redraw
    }

    func draw(into buffer: inout CellBuffer, model: HomeModel, context: DrawContext) {
        CenteredBox(lines: lines).draw(model.theme, into: &buffer)
    }
}

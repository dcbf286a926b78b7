import CellGrid
import Foundation
import Terminal

/// A box of text over the home screen: why a stack's top member is on top (`i`). Esc, Enter,
/// `i` or `q` close it.
@MainActor
final class InfoScreen: Screen {
    /// The text shown.
    let sheet: InfoSheet

    init(sheet: InfoSheet) {
        self.sheet = sheet
    }

    /// `i`: the explanation of the selected stack, or a toast that says to select one.
    static func explainStack(model: HomeModel, at now: Date) -> ScreenAction {
        guard let sheet = model.stackExplanation(at: now) else { return .redraw }
        return .push(InfoScreen(sheet: sheet))
    }

    func handle(_ event: InputEvent, model: HomeModel, at now: Date) -> ScreenAction {
        guard case let .key(key) = event else { return .none }
        return [.escape, .enter, .character("i"), .character("q")].contains(key) ? .pop : .redraw
    }

    func draw(into buffer: inout CellBuffer, model: HomeModel, context: DrawContext) {
        SheetPainter(theme: model.theme).draw(sheet, into: &buffer)
    }
}

import CellGrid
import Foundation
import Terminal

/// The problems box (`!`): everything wrong that the screen works around, in full (a layout
/// file that did not load, a save that failed, a theme or settings file that was skipped, a
/// settings file changed since the start that only a restart applies).
/// Esc, `!` or `q` close it; ↑ ↓ (PgUp PgDn, the wheel) scroll problems more than the screen
/// holds.
@MainActor
final class ProblemsScreen: Screen {
    /// The first line shown.
    private var firstLine = 0

    /// `!`: opens the box, or says there are no problems.
    static func open(model: HomeModel) -> ScreenAction {
        guard !model.problems.isEmpty else { return .toast("No problems: the layout is the file's and every theme loaded") }
        return .push(ProblemsScreen())
    }

    /// The status bar's mark while there are problems: how many, and the key that shows them.
    /// When the only ones are changes that need a restart, it names them.
    static func mark(_ model: HomeModel) -> String? {
        let count = model.problems.count
        guard count > 0 else { return nil }
        let restarts = model.home.notices.restartNeeded
        if count == restarts.count { return "↻ restart to apply \(restarts.joined(separator: ", ")) (!)" }
        return "⚠ \(count) problem\(count == 1 ? "" : "s") (!)"
    }

    func handle(_ event: InputEvent, model: HomeModel, at now: Date) -> ScreenAction {
        if let first = box(model).scrolled(by: event, in: model.screenSize) {
            firstLine = first
            return .redraw
        }
        guard case let .key(key) = event else { return .none }
        return [.escape, .character("!"), .character("q")].contains(key) ? .pop : .redraw
    }

    func draw(into buffer: inout CellBuffer, model: HomeModel, context: DrawContext) {
        box(model).draw(model.theme, into: &buffer)
    }

    private func box(_ model: HomeModel) -> CenteredBox {
        CenteredBox(lines: Self.lines(model.problems, width: max(20, model.screenSize.width - 6)), scrolls: true, firstLine: firstLine)
    }

    /// The box's lines: each problem wrapped to `width`, with a blank line between.
    static func lines(_ problems: [String], width: Int) -> [String] {
        var lines = ["problems (! or Esc closes)"]
        for problem in problems {
            lines.append("")
            lines += wrap(problem, width: width)
        }
        return lines
    }

    /// `text` in lines of at most `width` cells, broken at spaces where possible.
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: false).map(String.init) {
            var word = word
            let candidate = line.isEmpty ? word : line + " " + word
            if DisplayWidth.of(candidate) <= width {
                line = candidate
                continue
            }
            if !line.isEmpty { lines.append(line) }
            line = ""
            // A word longer than a line (a path) is cut into pieces.
            while DisplayWidth.of(word) > width {
                var piece = ""
                for character in word {
                    if DisplayWidth.of(piece + String(character)) > width { break }
                    piece.append(character)
                }
                if piece.isEmpty { break }
                lines.append(piece)
                word.removeFirst(piece.count)
            }
            line = word
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}

import CellGrid
import Foundation
import Terminal
import WidgetEngine

/// Asks before a command a widget offers runs (a plugin's `bash=` item): the command, every
/// argument as it will reach the program (quoted where a shell would split it; no shell runs
/// it), and where it runs. `y` or Enter runs it; `n`, Esc or `q` does not.
@MainActor
final class CommandConfirmationScreen: Screen {
    let run: CommandRun

    init(run: CommandRun) {
        self.run = run
    }

    func handle(_ event: InputEvent, model: HomeModel, at now: Date) -> ScreenAction {
        guard case let .key(key) = event else { return .none }
        switch key {
        case .character("y"), .character("Y"), .enter:
            HomeModel.logger.info("running \(run.action.commandLine) for \(run.instance), as the user confirmed")
            return .all([.pop, .run(run)])
        case .character("n"), .character("N"), .escape, .character("q"):
            return .all([.pop, .toast("Not run: \(run.title)")])
        default:
            return .redraw
        }
    }

    func draw(into buffer: inout CellBuffer, model: HomeModel, context: DrawContext) {
        let width = max(20, min(model.screenSize.width - 6, 72))
        var lines = ["Run this command?", ""]
        lines += ProblemsScreen.wrap(run.action.commandLine, width: width).map { "  " + $0 }
        lines.append("")
        lines.append(
            run.action.inTerminal
                ? "It runs in this terminal; the home screen comes back when it ends."
                : "It runs in the background; its output is not shown.")
        if run.action.refreshes { lines.append("The widget reloads when it has ended.") }
        lines = lines.flatMap { $0.isEmpty ? [""] : ProblemsScreen.wrap($0, width: width) }
        lines += ["", "y or Enter: run    n or Esc: cancel"]
        CenteredBox(lines: lines, keyLines: [lines.count - 1]).draw(model.theme, hints: context.hints, into: &buffer)
    }

    var coversPage: Bool { false }
    var statusHint: String? { "y run · n cancel" }
}

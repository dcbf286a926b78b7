import CellGrid
import Foundation
import HostIO
import Terminal
import WidgetEngine

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
        guard let item = model.selectedItem, let stack = model.layout.item(item.id)?.stack, let top = item.instance else {
            return .toast("i explains a stack's order: select a stack first")
        }
        return .push(InfoScreen(sheet: explanation(of: stack, top: top, model: model, at: now)))
    }

    /// Why `top` is on top of `stack` at `now`: the ranking's reason, then each member's
    /// normalised score and affinity.
    static func explanation(of stack: StackItem, top: WidgetInstanceID, model: HomeModel, at now: Date) -> InfoSheet {
        let members = model.rankingMembers(of: stack, at: now)
        var lines: [String] = []
        if !stack.smartRotate {
            lines.append("Smart Rotate is off for \(stack.id): \(top) stays on top until you swipe (< >).")
        } else if let result = model.ranking(of: stack, at: now) {
            lines.append(result.reason + ".")
        }
        lines.append("")
        lines.append("Members (normalised score, then affinity from use at this time of day):")
        for (index, member) in members.enumerated() {
            let mark = member.id == top ? "●" : "·"
            let score = member.neverPromote ? "never promoted" : String(format: "score %.2f", member.normalizedScore)
            lines.append(
                "\(mark) \(index + 1). \(member.id): \(score), affinity \(String(format: "%.2f", member.affinity)); \(member.relevanceExplanation)"
            )
        }
        lines.append("")
        lines.append("Smart Rotate \(stack.smartRotate ? "on" : "off")  ·  Esc closes")
        return InfoSheet(title: "Why \(top) is on top of \(stack.id)", lines: lines)
    }

    func handle(_ event: InputEvent, model: HomeModel, at now: Date) -> ScreenAction {
        guard case let .key(key) = event else { return .none }
        return [.escape, .enter, .character("i"), .character("q")].contains(key) ? .pop : .redraw
    }

    func draw(into buffer: inout CellBuffer, model: HomeModel, context: DrawContext) {
        SheetPainter(theme: model.theme).draw(sheet, into: &buffer)
    }
}

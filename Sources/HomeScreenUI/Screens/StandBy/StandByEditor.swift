import CellGrid
import Foundation
import HostIO
import Terminal
import WidgetEngine

/// StandBy's edit mode (`e` in StandBy): each stack's members listed over its pane; ← →
/// choose a stack, ↑ ↓ a member, Enter adds a small widget from the gallery after it, `x`
/// removes it, `r` turns Smart Rotate on or off, `u` undoes, Esc or `e` ends. Every change is
/// saved to the layout file.
@MainActor
final class StandByEditor: Screen {
    /// The stack chosen: 0 left, 1 right.
    private(set) var stackIndex = 0
    /// The member chosen in it.
    private(set) var memberIndex = 0

    var editsLayout: Bool { true }
    var statusHint: String? { "←→ stack  ↑↓ widget  ⏎ add  x remove  r smart rotate  u undo  Esc done" }

    var helpLines: [String]? {
        [
            "Editing StandBy", "", "← →      choose the left or right stack", "↑ ↓      choose a widget in it",
            "⏎ / a    add a small widget after it", "x        remove it", "r        Smart Rotate on or off", "u        undo",
            "Esc / e  done",
        ]
    }

    func handle(_ event: InputEvent, model: HomeModel, at now: Date) -> ScreenAction {
        guard case let .key(key) = event else { return .none }
        let stacks = model.layout.standBy.stacks
        let members = stacks[safeIndex: stackIndex]?.members.count ?? 0
        switch key {
        case .left, .character("h"): (stackIndex, memberIndex) = (0, 0)
        case .right, .character("l"): (stackIndex, memberIndex) = (min(stacks.count, StandByLayout.stackCount - 1), 0)
        case .up, .character("k"): memberIndex = max(0, memberIndex - 1)
        case .down, .character("j"): memberIndex = min(max(0, members - 1), memberIndex + 1)
        case .enter, .character("a"): return .push(picker(model: model))
        case .character("x"), .delete, .backspace: return edit(model) { Self.remove(self.memberIndex, from: &$0) }
        case .character("r"): return edit(model) { $0.smartRotate.toggle() }
        case .character("u"): return .intent(.undo)
        case .escape, .character("e"): return .pop
        case .character("?"): return .help
        default: return .none
        }
        return .redraw
    }

    /// An edit of the stack chosen (made when it has none yet), saved; a stack left with no
    /// member is removed.
    private func edit(_ model: HomeModel, _ change: (inout StackItem) -> Void) -> ScreenAction {
        var layout = model.layout
        guard layout.standBy.stacks.indices.contains(stackIndex) else { return .redraw }
        change(&layout.standBy.stacks[stackIndex])
        if layout.standBy.stacks[stackIndex].members.isEmpty { layout.standBy.stacks.remove(at: stackIndex) }
        memberIndex = min(memberIndex, max(0, (layout.standBy.stacks[safeIndex: stackIndex]?.members.count ?? 1) - 1))
        return .intent(.edit(LayoutEditor.Edit(layout: layout, focus: nil, note: nil)))
    }

    private static func remove(_ index: Int, from stack: inout StackItem) {
        if stack.members.indices.contains(index) { stack.members.remove(at: index) }
    }

    /// The list of small widgets to add after the member chosen.
    private func picker(model: HomeModel) -> WidgetPickerScreen {
        let (stackIndex, memberIndex) = (self.stackIndex, self.memberIndex)
        return WidgetPickerScreen(
            title: stackIndex == 0 ? "Add to the left stack" : "Add to the right stack", families: [.systemSmall],
            catalog: model.catalog
        ) { choice, layout in
            var layout = layout
            let widget = WidgetItem(id: layout.freshInstanceID(for: choice.kind), kind: choice.kind, family: .systemSmall)
            if layout.standBy.stacks.indices.contains(stackIndex) {
                var stack = layout.standBy.stacks[stackIndex]
                guard stack.members.count < StackItem.memberLimit else { return layout }
                stack.members.insert(widget, at: min(stack.members.count, memberIndex + 1))
                layout.standBy.stacks[stackIndex] = stack
            } else {
                let index = layout.standBy.stacks.count
                var used = Set(layout.allIDs)
                var id = StandByLayout.stackID(index)
                while used.contains(id) { id += "-1" }
                used.insert(id)
                layout.standBy.stacks.append(StandByLayout.stack(index, id: id, members: [widget]))
            }
            return layout
        }
    }

    func draw(into buffer: inout CellBuffer, model: HomeModel, context: DrawContext) {
        let theme = model.theme
        let geometry = StandByGeometry(size: model.screenSize, base: model.profile)
        let stacks = model.layout.standBy.stacks
        for (index, pane) in geometry.panes.enumerated() {
            let chosen = index == stackIndex
            var lines: [String]
            if let stack = stacks[safeIndex: index] {
                lines = ["\(index == 0 ? "Left" : "Right") stack  Smart Rotate \(stack.smartRotate ? "on" : "off")", ""]
                for (position, member) in stack.members.enumerated() {
                    let name = model.catalog.descriptor(forKind: member.kind)?.displayName ?? member.kind
                    lines.append((chosen && position == memberIndex ? "▸ " : "  ") + name)
                }
            } else {
                lines = ["\(index == 0 ? "Left" : "Right") stack", "", chosen ? "▸ ⏎ adds a widget" : "  empty"]
            }
            let style = CellStyle(
                foreground: theme.palette.primary, background: theme.palette.usesColor ? theme.palette.widgetBackground : .default)
            buffer.fill(pane, with: .blank(style))
            for (offset, line) in lines.enumerated() where offset < pane.height - 2 {
                buffer.put(line, at: CellPoint(x: pane.minX + 2, y: pane.minY + 1 + offset), style: style, clip: pane)
            }
            let ring = CellStyle(foreground: chosen ? theme.palette.accent : theme.palette.secondary, attributes: chosen ? .bold : [])
            Outline(glyphs: chosen ? .heavy : .dashed, style: ring).draw(around: pane, into: &buffer)
        }
    }
}

import CellGrid
import Foundation
import HostIO
import Terminal
import WidgetEngine

/// Edit mode (`e`): Shift and an arrow move the selected tile, `m` stacks it onto a
/// neighbour, `x` removes it, `u` undoes, Enter configures, `+` opens the gallery. Every edit
/// is saved to the layout file at once. Keys it does not take (arrows, pages, `q`) go to the
/// grid below.
@MainActor
final class EditModeScreen: Screen {
    /// True after `m`, until the direction of the neighbour to stack onto is pressed.
    private(set) var awaitsStackTarget = false

    var editsLayout: Bool { true }
    var helpLines: [String]? { HelpText.editLines }

    var statusHint: String? {
        awaitsStackTarget ? "EDIT  stack onto: ←↑↓→  (any other key cancels) " : "EDIT ⇧←↑↓→ move  m stack  x remove  u undo  ? keys"
    }

    func handle(_ event: InputEvent, model: HomeModel, at now: Date) -> ScreenAction {
        guard case let .key(key) = event else { return .unhandled }
        if awaitsStackTarget {
            awaitsStackTarget = false
            if let direction = Self.direction(of: key) {
                stackSelected(towards: direction, model: model, at: now)
            } else {
                model.showToast("Not stacked", at: now)
            }
            return .redraw
        }
        switch key {
        case .escape, .character("e"):
            model.notices.toast = nil
            return .pop
        case .shiftLeft, .character("H"): edit(model, at: now) { try $0.move($1, .left, in: $2) }
        case .shiftRight, .character("L"): edit(model, at: now) { try $0.move($1, .right, in: $2) }
        case .shiftUp, .character("K"): edit(model, at: now) { try $0.move($1, .up, in: $2) }
        case .shiftDown, .character("J"): edit(model, at: now) { try $0.move($1, .down, in: $2) }
        case .character("m"):
            if model.selectedItem != nil { awaitsStackTarget = true } else { model.showToast("Select a widget to stack", at: now) }
        case .character("x"):
            let removed = model.navigation.selection
            if edit(model, at: now, { try $0.remove($1, in: $2) }), let removed { model.showToast("Removed \(removed); u undoes", at: now) }
        case .character("u"):
            model.undo(at: now)
        case .character(","): editTopMember(model, at: now) { try $0.moveMember($1, of: $2, by: -1, in: $3) }
        case .character("."): editTopMember(model, at: now) { try $0.moveMember($1, of: $2, by: 1, in: $3) }
        case .character("o"): editTopMember(model, at: now) { try $0.takeOut($1, of: $2, in: $3) }
        case .character("s"): toggleSmartRotate(model, at: now)
        case .character("+"): return .push(GalleryScreen(model: model, at: now))
        case .enter: return ConfigurationScreen.open(model: model, at: now)
        default: return .unhandled
        }
        return .redraw
    }

    /// Arrows and h j k l as directions.
    static func direction(of key: Key) -> SpatialFocus.Direction? {
        switch key {
        case .left, .character("h"): return .left
        case .right, .character("l"): return .right
        case .up, .character("k"): return .up
        case .down, .character("j"): return .down
        default: return nil
        }
    }

    /// Runs an edit of the selected item; a refusal is shown as a toast. Returns true when the
    /// edit was made.
    @discardableResult
    private func edit(_ model: HomeModel, at now: Date, _ change: (LayoutEditor, String, HomeLayout) throws -> LayoutEditor.Edit) -> Bool {
        guard let id = model.selectedItem?.id else {
            model.showToast("Select a widget first", at: now)
            return false
        }
        do {
            model.applyEdit(try change(LayoutEditor(profile: model.profile), id, model.layout), at: now)
            return true
        } catch {
            model.showToast((error as? LayoutEditor.Refusal)?.message ?? "\(error)", at: now)
            return false
        }
    }

    /// Runs an edit of the selected stack's top member.
    private func editTopMember(
        _ model: HomeModel, at now: Date,
        _ change: (LayoutEditor, WidgetInstanceID, String, HomeLayout) throws -> LayoutEditor.Edit
    ) {
        guard let item = model.selectedItem, item.stack != nil, let member = item.instance else {
            model.showToast("Select a stack first", at: now)
            return
        }
        do {
            let edit = try change(LayoutEditor(profile: model.profile), member, item.id, model.layout)
            model.stacks.tops[item.id] = member
            model.applyEdit(edit, at: now)
        } catch {
            model.showToast((error as? LayoutEditor.Refusal)?.message ?? "\(error)", at: now)
        }
    }

    /// `m` then a direction: the selected item onto the neighbour that way, making a stack.
    private func stackSelected(towards direction: SpatialFocus.Direction, model: HomeModel, at now: Date) {
        let items = model.shownItems
        guard let current = items.firstIndex(where: { $0.id == model.navigation.selection }) else { return }
        guard let next = SpatialFocus.move(from: current, direction, among: items.map(\.frame)) else {
            model.showToast("No widget that way to stack onto", at: now)
            return
        }
        let moving = items[current]
        let target = items[next].id
        if edit(model, at: now, { try $0.stack($1, onto: target, in: $2) }), let stackID = model.navigation.selection,
            let top = moving.instance
        {
            // The widget moved in goes on top, chosen by hand.
            model.stacks.tops[stackID] = top
            if let stack = model.layout.item(stackID)?.stack {
                model.stacks.pins[stackID] = StackState.Pin(
                    member: top,
                    relevance: StackState.RelevanceSignature(model.rankingMembers(of: stack, at: now)))
            }
            model.showToast("\(moving.id) stacked onto \(target)", at: now)
        }
    }

    /// `s`: Smart Rotate of the selected stack on or off.
    private func toggleSmartRotate(_ model: HomeModel, at now: Date) {
        guard let id = model.selectedItem?.id, let stack = model.layout.item(id)?.stack else {
            model.showToast("Smart Rotate is a setting of stacks: select a stack", at: now)
            return
        }
        if edit(model, at: now, { try $0.setSmartRotate(!stack.smartRotate, of: $1, in: $2) }) {
            model.showToast("Smart Rotate \(stack.smartRotate ? "off" : "on") for \(id)", at: now)
        }
    }
}

import CellGrid
import Foundation
import HostIO
import Terminal
import WidgetEngine

/// Edit mode (`e`): Shift and an arrow move the selected tile, `m` stacks it onto a
/// neighbour, `x` removes it, `u` undoes, Enter configures, `+` opens the gallery; a tile
/// dragged with the mouse swaps with the tile it is dropped on, or moves to the free slots it
/// is dropped on. Every edit is saved to the layout file at once. Keys and clicks it does not
/// take (arrows, pages, `q`, the wheel, the page dots) go to the grid below.
@MainActor
final class EditModeScreen: Screen {
    /// True after `m`, until the direction of the neighbour to stack onto is pressed.
    private(set) var awaitsStackTarget = false
    /// The tile whose button is held down, and the slot of it under the pointer: a drag.
    private(set) var drag: (id: String, grab: CellPoint)?

    var editsLayout: Bool { true }
    var helpLines: [String]? { HelpText.editLines }
    var wheelScrollsWithArrows: Bool { false }

    var statusHint: String? {
        if let drag { return "EDIT  moving \(drag.id): drop on a widget to swap, on free slots to move " }
        return awaitsStackTarget
            ? "EDIT  stack onto: ←↑↓→  (any other key cancels) " : "EDIT ⇧←↑↓→ move  m stack  x remove  u undo  ? keys"
    }

    func handle(_ event: InputEvent, model: HomeModel, at now: Date) -> ScreenAction {
        if case let .mouse(mouse) = event { return handleMouse(mouse, model: model) }
        guard case let .key(key) = event else { return .unhandled }
        if awaitsStackTarget {
            awaitsStackTarget = false
            guard let direction = Self.direction(of: key) else { return .toast("Not stacked") }
            return stackSelected(towards: direction, model: model)
        }
        switch key {
        case .escape, .character("e"): return .all([.intent(.dismissToast), .pop])
        case .shiftLeft, .character("H"): return edit(model) { try $0.move($1, .left, in: $2) }
        case .shiftRight, .character("L"): return edit(model) { try $0.move($1, .right, in: $2) }
        case .shiftUp, .character("K"): return edit(model) { try $0.move($1, .up, in: $2) }
        case .shiftDown, .character("J"): return edit(model) { try $0.move($1, .down, in: $2) }
        case .character("m"):
            guard model.selectedItem != nil else { return .toast("Select a widget to stack") }
            awaitsStackTarget = true
            return .redraw
        case .character("x"):
            guard let removed = model.navigation.selection else { return edit(model) { try $0.remove($1, in: $2) } }
            return edit(model, then: .toast("Removed \(removed); u undoes")) { try $0.remove($1, in: $2) }
        case .character("u"): return .intent(.undo)
        case .character(","): return editTopMember(model) { try $0.moveMember($1, of: $2, by: -1, in: $3) }
        case .character("."): return editTopMember(model) { try $0.moveMember($1, of: $2, by: 1, in: $3) }
        case .character("o"): return editTopMember(model) { try $0.takeOut($1, of: $2, in: $3) }
        case .character("s"): return toggleSmartRotate(model)
        case .character("+"): return .push(GalleryScreen(model: model))
        case .character("C"): return .all([.intent(.controls(.focus(0))), .push(ControlsScreen(editing: true))])
        case .enter: return ConfigurationScreen.open(model: model)
        default: return .unhandled
        }
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

    /// A click selects the tile under it (the widgets do not take presses while editing); a
    /// press held on it starts a drag, which the release drops. Elsewhere the grid takes it.
    private func handleMouse(_ mouse: MouseEvent, model: HomeModel) -> ScreenAction {
        switch mouse.kind {
        case .press, .doubleClick:
            drag = nil
            guard let hit = model.shownItems.first(where: { $0.frame.contains(mouse.position) }) else { return .unhandled }
            if mouse.buttonHeld {
                let step = model.grid.slotStep
                let grab = CellPoint(
                    x: (mouse.position.x - hit.frame.minX) / step.width, y: (mouse.position.y - hit.frame.minY) / step.height)
                drag = (hit.id, grab)
            }
            return .intent(.select(hit.id))
        case .release:
            guard let drag else { return .none }
            self.drag = nil
            return drop(drag.id, grab: drag.grab, at: mouse.position, model: model)
        case .scrollUp, .scrollDown:
            return .unhandled
        }
    }

    /// The dragged item `id` dropped at `point`: on another tile, the two swap; on free slots,
    /// it moves there (its slot `grab` under the pointer).
    private func drop(_ id: String, grab: CellPoint, at point: CellPoint, model: HomeModel) -> ScreenAction {
        if let target = model.shownItems.first(where: { $0.frame.contains(point) }) {
            guard target.id != id else { return .redraw }
            return edit(model, item: id) { try $0.swap($1, with: target.id, in: $2) }
        }
        let grid = model.grid
        let shown = model.shownPages
        for (offset, page) in shown.enumerated() {
            guard let slot = grid.slot(at: point, pageOffset: offset), let layoutPage = model.screenPage(page)?.layoutPage else { continue }
            let target = CellPoint(x: slot.x - grab.x, y: slot.y - grab.y)
            return edit(model, item: id) { try $0.move($1, toPage: layoutPage, slot: target, in: $2) }
        }
        return .all([.redraw, .toast("Drop \(id) on a widget to swap, or on free slots to move it")])
    }

    /// An edit of item `id` (by default the selected one), made on the layout as it is and
    /// applied by the model, then `then`; a refusal is a toast that says why.
    private func edit(
        _ model: HomeModel, item id: String? = nil, then: ScreenAction = .none,
        _ change: (LayoutEditor, String, HomeLayout) throws -> LayoutEditor.Edit
    ) -> ScreenAction {
        guard let id = id ?? model.selectedItem?.id else { return .toast("Select a widget first") }
        do {
            return .all([.intent(.edit(try change(LayoutEditor(profile: model.profile), id, model.layout))), then])
        } catch {
            return .toast((error as? LayoutEditor.Refusal)?.message ?? "\(error)")
        }
    }

    /// An edit of the selected stack's top member, which stays in front.
    private func editTopMember(
        _ model: HomeModel, _ change: (LayoutEditor, WidgetInstanceID, String, HomeLayout) throws -> LayoutEditor.Edit
    ) -> ScreenAction {
        guard let item = model.selectedItem, item.stack != nil, let member = item.instance else { return .toast("Select a stack first") }
        do {
            let edit = try change(LayoutEditor(profile: model.profile), member, item.id, model.layout)
            return .intents(.keepOnTop(member, stack: item.id), .edit(edit))
        } catch {
            return .toast((error as? LayoutEditor.Refusal)?.message ?? "\(error)")
        }
    }

    /// `m` then a direction: the selected item onto the neighbour that way, making a stack;
    /// the widget moved in goes on top, chosen by hand.
    private func stackSelected(towards direction: SpatialFocus.Direction, model: HomeModel) -> ScreenAction {
        let items = model.shownItems
        guard let current = items.firstIndex(where: { $0.id == model.navigation.selection }) else { return .redraw }
        guard let next = SpatialFocus.move(from: current, direction, among: items.map(\.frame)) else {
            return .toast("No widget that way to stack onto")
        }
        let moving = items[current]
        let target = items[next].id
        let made: LayoutEditor.Edit
        do {
            made = try LayoutEditor(profile: model.profile).stack(moving.id, onto: target, in: model.layout)
        } catch {
            return .toast(error.message)
        }
        guard let top = moving.instance, let stackID = made.focus else { return .intent(.edit(made)) }
        return .intents(.edit(made), .pin(top, stack: stackID), .toast("\(moving.id) stacked onto \(target)"))
    }

    /// `s`: Smart Rotate of the selected stack on or off.
    private func toggleSmartRotate(_ model: HomeModel) -> ScreenAction {
        guard let id = model.selectedItem?.id, let stack = model.layout.item(id)?.stack else {
            return .toast("Smart Rotate is a setting of stacks: select a stack")
        }
        return edit(model, then: .toast("Smart Rotate \(stack.smartRotate ? "off" : "on") for \(id)")) {
            try $0.setSmartRotate(!stack.smartRotate, of: $1, in: $2)
        }
    }
}

import Foundation
import Terminal
import WidgetEngine

extension HomeScreen {
    /// True while edit mode is on (`e` toggles it, Esc leaves).
    public var isEditing: Bool { editor.isEditing }

    /// Keys of the configuration sheet, the stack explanation, edit mode and stacks (`e`, `<`,
    /// `>`, `i`); nil when the key is none of theirs.
    func handleEditingKey(_ key: Key, at now: Date) -> Outcome? {
        if editor.configuration != nil { return handleConfigurationKey(key, at: now) }
        if editor.info != nil {
            if [.escape, .enter, .character("i"), .character("q")].contains(key) { editor.info = nil }
            return .redraw
        }
        if editor.isEditing { return handleEditModeKey(key, at: now) }
        switch key {
        case .character("e"):
            editor.isEditing = true
            toast = nil
        case .character("<"): swipeStack(by: -1, at: now)
        case .character(">"): swipeStack(by: 1, at: now)
        case .character("i"): explainStack(at: now)
        default: return nil
        }
        return .redraw
    }

    /// True while a sheet of this file's kind (configuration, explanation) covers the screen.
    var editingSheetIsOpen: Bool { editor.configuration != nil || editor.info != nil }

    private func handleEditModeKey(_ key: Key, at now: Date) -> Outcome? {
        if editor.awaitsStackTarget {
            editor.awaitsStackTarget = false
            if let direction = Self.direction(of: key) {
                stackSelected(towards: direction, at: now)
            } else {
                showToast("Not stacked", at: now)
            }
            return .redraw
        }
        switch key {
        case .escape, .character("e"):
            editor.isEditing = false
            toast = nil
        case .shiftLeft, .character("H"): edit(at: now) { try $0.move($1, .left, in: $2) }
        case .shiftRight, .character("L"): edit(at: now) { try $0.move($1, .right, in: $2) }
        case .shiftUp, .character("K"): edit(at: now) { try $0.move($1, .up, in: $2) }
        case .shiftDown, .character("J"): edit(at: now) { try $0.move($1, .down, in: $2) }
        case .character("m"):
            if selectedItem != nil { editor.awaitsStackTarget = true } else { showToast("Select a widget to stack", at: now) }
        case .character("x"):
            let removed = selection
            if edit(at: now, { try $0.remove($1, in: $2) }), let removed { showToast("Removed \(removed); u undoes", at: now) }
        case .character("u"):
            undo(at: now)
        case .character("<"): swipeStack(by: -1, at: now)
        case .character(">"): swipeStack(by: 1, at: now)
        case .character(","): editTopMember(at: now) { try $0.moveMember($1, of: $2, by: -1, in: $3) }
        case .character("."): editTopMember(at: now) { try $0.moveMember($1, of: $2, by: 1, in: $3) }
        case .character("o"): editTopMember(at: now) { try $0.takeOut($1, of: $2, in: $3) }
        case .character("s"): toggleSmartRotate(at: now)
        case .character("i"): explainStack(at: now)
        case .character("+"): openGallery(at: now)
        case .enter: openConfiguration(at: now)
        default: return nil
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
    private func edit(at now: Date, _ change: (LayoutEditor, String, HomeLayout) throws -> LayoutEditor.Edit) -> Bool {
        guard let id = selectedItem?.id else {
            showToast("Select a widget first", at: now)
            return false
        }
        do {
            applyEdit(try change(LayoutEditor(profile: profile), id, layout), at: now)
            return true
        } catch {
            showToast((error as? LayoutEditor.Refusal)?.message ?? "\(error)", at: now)
            return false
        }
    }

    /// Runs an edit of the selected stack's top member.
    private func editTopMember(at now: Date,
                               _ change: (LayoutEditor, WidgetInstanceID, String, HomeLayout) throws -> LayoutEditor.Edit) {
        guard let item = selectedItem, item.stack != nil, let member = item.instance else {
            showToast("Select a stack first", at: now)
            return
        }
        do {
            let edit = try change(LayoutEditor(profile: profile), member, item.id, layout)
            stackTops[item.id] = member
            applyEdit(edit, at: now)
        } catch {
            showToast((error as? LayoutEditor.Refusal)?.message ?? "\(error)", at: now)
        }
    }

    /// `m` then a direction: the selected item onto the neighbour that way, making a stack.
    private func stackSelected(towards direction: SpatialFocus.Direction, at now: Date) {
        let items = pageItems(for: page)
        guard let current = items.firstIndex(where: { $0.id == selection }) else { return }
        guard let next = SpatialFocus.move(from: current, direction, among: items.map(\.frame)) else {
            showToast("No widget that way to stack onto", at: now)
            return
        }
        let moving = items[current]
        let target = items[next].id
        if edit(at: now, { try $0.stack($1, onto: target, in: $2) }), let stackID = selection, let top = moving.instance {
            // The widget moved in goes on top, chosen by hand.
            stackTops[stackID] = top
            if let stack = layout.item(stackID)?.stack {
                stacks.pins[stackID] = StackState.Pin(member: top, relevance: StackState.RelevanceSignature(rankingMembers(of: stack, at: now)))
            }
            showToast("\(moving.id) stacked onto \(target)", at: now)
        }
    }

    /// `s` in edit mode: Smart Rotate of the selected stack on or off.
    private func toggleSmartRotate(at now: Date) {
        guard let id = selectedItem?.id, let stack = layout.item(id)?.stack else {
            showToast("Smart Rotate is a setting of stacks: select a stack", at: now)
            return
        }
        if edit(at: now, { try $0.setSmartRotate(!stack.smartRotate, of: $1, in: $2) }) {
            showToast("Smart Rotate \(stack.smartRotate ? "off" : "on") for \(id)", at: now)
        }
    }

    /// `u`: the layout before the last edit (saved again; the engine follows). The screen goes
    /// to the item the undo brought back or changed, on whatever page it is, and selects it.
    private func undo(at now: Date) {
        guard let previous = editor.popUndo() else {
            showToast("Nothing to undo", at: now)
            return
        }
        let current = layout
        install(previous, saving: true, at: now)
        let items = previous.pages.flatMap(\.items)
        let currentItems = Dictionary(current.pages.flatMap(\.items).map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let restored = items.first { currentItems[$0.id] == nil }
        let changed = restored ?? items.first { currentItems[$0.id] != $0 }
        settleSelection(on: changed?.id, at: now)
        showToast(restored.map { "Undone: \($0.id) is back" } ?? "Undone", at: now)
    }

    /// The status bar's key hints in edit mode.
    var editingHint: String? {
        guard editor.isEditing else { return nil }
        if editor.awaitsStackTarget { return "EDIT  stack onto: ←↑↓→  (any other key cancels) " }
        return "EDIT ⇧←↑↓→ move  m stack  x remove  u undo  ? keys"
    }
}

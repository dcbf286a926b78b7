import CellGrid
import Foundation
import HostIO
import Terminal
import WidgetEngine

/// The controls row with the keyboard's focus (`C`): left and right choose a control, Enter
/// or Space presses it, `<` and `>` move it along the row, `x` takes it out, `+` opens the
/// controls gallery, Esc gives the focus back to the page. A click on a control presses it.
/// With `controls_row = "sheet"` (or an empty row) the row is drawn in a sheet of its own.
///
/// From edit mode (`e`, then `C`) the row is edited, not pressed: ⇧← ⇧→ (or `<` `>`) move the
/// control chosen, `u` undoes, Enter opens its configuration sheet (a control with
/// parameters), a click chooses without pressing, Esc goes back to edit mode.
@MainActor
final class ControlsScreen: Screen {
    /// True when opened from edit mode: controls are moved, not pressed.
    let editing: Bool

    init(editing: Bool = false) {
        self.editing = editing
    }

    var statusHint: String? {
        editing
            ? "EDIT controls ←→ choose · ⇧←→ < > move · Enter configure · x remove · u undo · Esc back"
            : "←→ choose · Enter press · < > move · x remove · + add · Esc back"
    }

    var helpLines: [String]? {
        [
            "Controls row (C)", "  ← →  h l     choose a control", "  Enter Space   press it (a toggle flips at once)",
            "  Enter         in edit mode (e C): its settings, when it has any",
            "  < >           move it along the row", "  x Delete      take it out of the row", "  + g           add a control",
            "  Esc C q       back to the page",
        ]
    }

    func handle(_ event: InputEvent, model: HomeModel, at now: Date) -> ScreenAction {
        let count = model.controls.slots.count
        // The keyboard reaches the controls drawn: a row longer than its line (or than the
        // columns it leaves the activities' strip) leaves the last ones out.
        let last = max(0, frames(model: model, at: now).count - 1)
        let focus = min(model.controls.focus ?? 0, last)
        switch event {
        case .resize, .paste, .backgroundColor, .focusIn: return .none
        case let .mouse(mouse):
            guard mouse.kind == .press || mouse.kind == .doubleClick else { return .none }
            guard let index = frames(model: model, at: now).firstIndex(where: { $0.contains(mouse.position) }) else { return .none }
            if editing { return .intent(.controls(.focus(index))) }
            return .all([.intent(.controls(.focus(index))), .intent(.controls(.press(index)))])
        case let .key(key):
            switch key {
            case .left, .character("h"): return .intent(.controls(.focus(max(0, focus - 1))))
            case .right, .character("l"): return .intent(.controls(.focus(min(last, focus + 1))))
            case .enter where editing: return count == 0 ? .none : configure(focus, model: model)
            case .enter, .character(" "): return count == 0 || editing ? .none : .intent(.controls(.press(focus)))
            case .character("<"): return .intent(.controls(.move(focus, by: -1)))
            case .character(">"): return .intent(.controls(.move(focus, by: 1)))
            case .shiftLeft where editing, .character("H") where editing: return .intent(.controls(.move(focus, by: -1)))
            case .shiftRight where editing, .character("L") where editing: return .intent(.controls(.move(focus, by: 1)))
            case .character("u") where editing: return .intent(.undo)
            case .character("x"), .delete: return count == 0 ? .none : .intent(.controls(.remove(focus)))
            case .character("+"), .character("g"): return .push(ControlsGalleryScreen(model: model))
            case .escape, .character("C"), .character("q"): return .all([.intent(.controls(.focus(nil))), .pop])
            case .character("?"): return .help
            case .control("l"): return .repaintAll
            default: return .none
            }
        }
    }

    /// The configuration sheet of the control at `index` (one with parameters).
    private func configure(_ index: Int, model: HomeModel) -> ScreenAction {
        guard let slot = model.controls.slots[safeIndex: index] else { return .none }
        return ConfigurationScreen.open(control: slot.kind, model: model)
    }

    func draw(into buffer: inout CellBuffer, model: HomeModel, context: DrawContext) {
        let painter = ControlsRowPainter(model: model, at: context.now)
        if let line = painter.row {
            painter.draw(on: line, focus: model.controls.focus, into: &buffer)
            return
        }
        let sheet = sheetBox(model: model)
        sheet.draw(model.theme, into: &buffer)
        if model.controls.slots.isEmpty {
            buffer.put("No controls yet: + adds one", at: sheet.content.origin, style: SheetBox.style(model.theme))
        } else {
            painter.draw(on: sheet.content.minY, from: sheet.content.minX, focus: model.controls.focus, into: &buffer)
        }
    }

    /// Where each control is drawn now.
    private func frames(model: HomeModel, at now: Date) -> [CellRect] {
        let painter = ControlsRowPainter(model: model, at: now)
        if let line = painter.row { return painter.frames(on: line) }
        let content = sheetBox(model: model).content
        return painter.frames(on: content.minY, from: content.minX)
    }

    /// The sheet the row is drawn in when it is not on the home screen.
    private func sheetBox(model: HomeModel) -> SheetBox {
        let size = model.screenSize
        let width = max(4, size.width - 4)
        return SheetBox(frame: CellRect(x: 2, y: max(0, size.height / 2 - 2), width: width, height: 3), title: "Controls")
    }
}

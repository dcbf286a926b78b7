import CellGrid
import Foundation
import HostIO
import Terminal
import WidgetEngine

/// The lock screen's edit mode (`e` on the lock screen): ← → ↑ ↓ choose a place (the inline
/// widget above the time, or one of the row below, with an empty place while the row has
/// room), Enter chooses a widget for it from the gallery's accessory families, `x` removes
/// the widget there, `u` undoes, Esc or `e` ends. Every change is saved to the layout file.
@MainActor
final class LockScreenEditor: Screen {
    /// The place chosen: 0 the inline widget, n the row's n-th place.
    private(set) var place = 1

    var editsLayout: Bool { true }
    var statusHint: String? { "←→↑↓ place  ⏎ choose  x remove  u undo  Esc done" }

    func handle(_ event: InputEvent, model: HomeModel, at now: Date) -> ScreenAction {
        guard case let .key(key) = event else { return .none }
        let lock = model.layout.lockScreen
        let places = min(LockScreenLayout.widgetLimit, lock.widgets.count + 1)
        switch key {
        case .up, .character("k"): place = 0
        case .down, .character("j"): place = max(1, place)
        case .left, .character("h"): place = place == 0 ? 0 : max(1, place - 1)
        case .right, .character("l"): place = place == 0 ? 0 : min(places, place + 1)
        case .enter, .character("a"): return .push(picker(model: model))
        case .character("x"), .delete, .backspace: return remove(from: lock, model: model)
        case .character("u"): return .intent(.undo)
        case .escape, .character("e"): return .pop
        case .character("?"): return .help
        default: return .none
        }
        return .redraw
    }

    var helpLines: [String]? {
        [
            "Editing the lock screen", "", "←→↑↓     choose a place (↑ the inline widget above the time)",
            "⏎ / a    choose a widget for it", "x        remove the widget there", "u        undo", "Esc / e  done",
        ]
    }

    /// The list of widgets for the place chosen.
    private func picker(model: HomeModel) -> WidgetPickerScreen {
        let place = self.place
        let families = place == 0 ? [WidgetFamily.accessoryInline] : LockScreenLayout.rowFamilies
        return WidgetPickerScreen(
            title: place == 0 ? "Inline widget above the time" : "Widget below the time", families: families,
            catalog: model.catalog
        ) { choice, layout in
            var layout = layout
            let widget = WidgetItem(id: layout.freshInstanceID(for: choice.kind), kind: choice.kind, family: choice.family)
            if place == 0 {
                layout.lockScreen.inline = widget
            } else if layout.lockScreen.widgets.indices.contains(place - 1) {
                layout.lockScreen.widgets[place - 1] = widget
            } else if layout.lockScreen.widgets.count < LockScreenLayout.widgetLimit {
                layout.lockScreen.widgets.append(widget)
            }
            return layout
        }
    }

    private func remove(from lock: LockScreenLayout, model: HomeModel) -> ScreenAction {
        var layout = model.layout
        if place == 0, lock.inline != nil {
            layout.lockScreen.inline = nil
        } else if place > 0, lock.widgets.indices.contains(place - 1) {
            layout.lockScreen.widgets.remove(at: place - 1)
        } else {
            return .redraw
        }
        return .intent(.edit(LayoutEditor.Edit(layout: layout, focus: nil, note: nil)))
    }

    func draw(into buffer: inout CellBuffer, model: HomeModel, context: DrawContext) {
        let theme = model.theme
        let lock = model.layout.lockScreen
        let geometry = LockScreenGeometry(lock, size: model.screenSize, profile: model.profile, editing: true)
        let frames = [geometry.inline] + geometry.row
        place = min(place, frames.count - 1)
        let empty = CellStyle(foreground: theme.palette.secondary)
        if lock.inline == nil { Self.drawEmpty(geometry.inline, style: empty, into: &buffer) }
        for frame in geometry.row.dropFirst(lock.widgets.count) { Self.drawEmpty(frame, style: empty, into: &buffer) }
        let ring = CellStyle(foreground: theme.palette.accent, attributes: .bold)
        Outline(glyphs: .rounded, style: ring).draw(around: frames[place], into: &buffer)
    }

    /// An empty place: a dashed outline with a "+" in the middle.
    private static func drawEmpty(_ frame: CellRect, style: CellStyle, into buffer: inout CellBuffer) {
        Outline(glyphs: .dashed, style: style).draw(around: frame, into: &buffer)
        buffer.put(
            "+", at: CellPoint(x: frame.minX + frame.width / 2, y: frame.minY + frame.height / 2), style: style, keepsBackground: true)
    }
}

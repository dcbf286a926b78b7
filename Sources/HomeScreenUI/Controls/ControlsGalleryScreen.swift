import CellGrid
import Foundation
import Terminal
import WidgetEngine

/// The controls gallery (`C` in the gallery, `+` on the controls row): every control with
/// its name, its preview (its provider's preview value, made when the sheet opens, never
/// while drawing) and its description. Up and down choose, Enter adds it to the controls row
/// (and opens its configuration sheet when it prompts for its configuration).
@MainActor
final class ControlsGalleryScreen: Screen {
    /// One control as listed.
    struct Entry {
        var kind: String
        var name: String
        var description: String
        var preview: ControlTemplate
    }

    private let entries: [Entry]
    private var highlighted = 0

    init(model: HomeModel) {
        entries = model.catalog.controls.map { control in
            Entry(kind: control.kind, name: control.displayName, description: control.description, preview: control.preview([:]))
        }
    }

    var coversPage: Bool { true }
    var statusHint: String? { "↑↓ choose · Enter add to the controls row · Esc back" }

    func handle(_ event: InputEvent, model: HomeModel, at now: Date) -> ScreenAction {
        switch event {
        case let .mouse(mouse) where mouse.kind == .press || mouse.kind == .doubleClick:
            let row = mouse.position.y - box(model).content.minY
            guard row >= 0, row % 2 == 0, entries.indices.contains(row / 2) else { return .none }
            highlighted = row / 2
            return mouse.kind == .doubleClick ? add(model) : .redraw
        case let .key(key):
            switch key {
            case .up, .character("k"):
                highlighted = max(0, highlighted - 1)
                return .redraw
            case .down, .character("j"):
                highlighted = min(max(0, entries.count - 1), highlighted + 1)
                return .redraw
            case .enter: return add(model)
            case .escape, .character("q"): return .pop
            case .character("?"): return .help
            case .control("l"): return .repaintAll
            default: return .none
            }
        default: return .none
        }
    }

    private func add(_ model: HomeModel) -> ScreenAction {
        guard let entry = entries[safeIndex: highlighted] else { return .none }
        let prompts = model.catalog.control(forKind: entry.kind)?.promptsForUserConfiguration == true
        // A control that asks for its configuration as it is added opens its sheet at once.
        guard prompts, !model.layout.controls.contains(entry.kind) else { return .all([.intent(.controls(.add(entry.kind))), .pop]) }
        return .all([.intent(.controls(.add(entry.kind))), .pop, ConfigurationScreen.open(control: entry.kind, model: model)])
    }

    func draw(into buffer: inout CellBuffer, model: HomeModel, context: DrawContext) {
        let sheet = box(model)
        sheet.draw(model.theme, into: &buffer)
        let style = SheetBox.style(model.theme)
        var dim = style
        dim.attributes.insert(.dim)
        let content = sheet.content
        if entries.isEmpty { buffer.put("No controls are installed", at: content.origin, style: style) }
        for (index, entry) in entries.enumerated() {
            let y = content.minY + 2 * index
            guard y + 1 < content.maxY else { break }
            var line = style
            if index == highlighted { line.attributes.insert(.reverse) }
            let added = model.layout.controls.contains(entry.kind) ? "  (in the row)" : ""
            let head = TextFitting.prefix("\(entry.name)\(added)", width: max(0, content.width / 3))
            buffer.put(head, at: CellPoint(x: content.minX, y: y), style: line, clip: content)
            buffer.draw(
                ControlCell.draw(entry.preview, width: min(ControlCell.width(of: entry.preview), content.width / 2), style: style),
                at: CellPoint(x: content.minX + content.width / 3 + 1, y: y))
            buffer.put(
                TextFitting.prefix(entry.description, width: content.width), at: CellPoint(x: content.minX, y: y + 1), style: dim,
                clip: content)
        }
    }

    private func box(_ model: HomeModel) -> SheetBox {
        let size = model.screenSize
        return SheetBox(
            frame: CellRect(x: 2, y: 1, width: max(4, size.width - 4), height: max(4, size.height - 3)), title: "Controls gallery")
    }
}

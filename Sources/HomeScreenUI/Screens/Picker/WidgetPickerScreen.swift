import CellGrid
import Foundation
import HostIO
import Terminal
import WidgetEngine

/// A list of the gallery's widgets in some families, to choose one for a place (the lock
/// screen's, StandBy's): ↑ ↓ move, Enter chooses, Esc closes. Choosing answers the layout
/// `place` makes of the choice, as an edit (saved, undoable), and closes the list.
@MainActor
final class WidgetPickerScreen: Screen {
    /// One widget in one family.
    struct Choice: Equatable {
        var kind: String
        var family: WidgetFamily
        var name: String
    }

    let title: String
    let choices: [Choice]
    private let place: @MainActor (Choice, HomeLayout) -> HomeLayout
    private var highlighted = 0

    /// A list of every widget of `catalog` in `families` (each family a widget comes in is a
    /// choice of its own), titled `title`.
    init(
        title: String, families: [WidgetFamily], catalog: WidgetCatalog,
        place: @escaping @MainActor (Choice, HomeLayout) -> HomeLayout
    ) {
        self.title = title
        self.place = place
        choices = catalog.descriptors.flatMap { descriptor in
            families.filter(descriptor.supports).map { Choice(kind: descriptor.kind, family: $0, name: descriptor.displayName) }
        }
    }

    var statusHint: String? { "↑↓ choose  ⏎ add  Esc cancel " }

    func handle(_ event: InputEvent, model: HomeModel, at now: Date) -> ScreenAction {
        guard case let .key(key) = event else { return .none }
        switch key {
        case .up, .character("k"):
            highlighted = max(0, highlighted - 1)
            return .redraw
        case .down, .character("j"):
            highlighted = min(max(0, choices.count - 1), highlighted + 1)
            return .redraw
        case .enter:
            guard choices.indices.contains(highlighted) else { return .pop }
            let layout = place(choices[highlighted], model.layout)
            return .all([.pop, .intent(.edit(LayoutEditor.Edit(layout: layout, focus: nil, note: nil)))])
        case .escape, .character("q"): return .pop
        default: return .none
        }
    }

    func draw(into buffer: inout CellBuffer, model: HomeModel, context: DrawContext) {
        let rows = max(1, buffer.size.height - 8)
        let first = min(max(0, highlighted - rows / 2), max(0, choices.count - rows))
        let shown = choices.indices.dropFirst(first).prefix(rows)
        let lines =
            [title, ""]
            + (choices.isEmpty
                ? ["No widget comes in this family"]
                : shown.map { index in
                    (index == highlighted ? "▸ " : "  ") + "\(choices[index].name) (\(choices[index].family.shortName))"
                })
        CenteredBox(lines: lines).draw(model.theme, into: &buffer)
    }
}

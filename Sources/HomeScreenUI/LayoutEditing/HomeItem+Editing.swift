import CellGrid
import HostIO
import WidgetEngine

extension HomeItem {
    /// The item with its top-left slot at `slot` (a stack's members move with it).
    func placed(at slot: CellPoint) -> HomeItem {
        switch self {
        case var .widget(widget):
            widget.column = slot.x
            widget.row = slot.y
            return .widget(widget)
        case var .stack(stack):
            stack.column = slot.x
            stack.row = slot.y
            return .stack(stack)
        }
    }

    /// The widgets the item holds: the widget itself, or the stack's members, top first.
    var widgets: [WidgetItem] {
        switch self {
        case let .widget(widget): return [widget]
        case let .stack(stack): return stack.members
        }
    }

    /// The stack, when the item is one.
    var stack: StackItem? {
        if case let .stack(stack) = self { return stack }
        return nil
    }
}

extension HomeLayout {
    /// The page and index of the item `id` (a widget's instance id or a stack's id).
    func locate(_ id: String) -> (page: Int, index: Int)? {
        for (pageIndex, page) in pages.enumerated() {
            if let index = page.items.firstIndex(where: { $0.id == id }) { return (pageIndex, index) }
        }
        return nil
    }

    /// The item `id`, if the layout holds it.
    func item(_ id: String) -> HomeItem? {
        locate(id).map { pages[$0.page].items[$0.index] }
    }

    /// The widget `id` on a page or in a stack, if the layout holds it.
    func widget(_ id: WidgetInstanceID) -> WidgetItem? {
        pages.lazy.flatMap(\.items).flatMap(\.widgets).first { $0.id == id }
    }
}

import CellGrid
import HostIO
import WidgetEngine

/// An item of the screen page shown: its id, family, frame and what it shows.
struct PlacedItem {
    var id: String
    var family: WidgetFamily
    var frame: CellRect
    /// The instance shown (a stack's top member).
    var instance: WidgetInstanceID?
    var kind: String
    /// For a stack: the members and the index of the one on top.
    var stack: (members: [WidgetItem], top: Int)?
}

extension PlacedItem {
    /// `widget` drawn in `frame`.
    init(_ widget: WidgetItem, frame: CellRect) {
        self.init(id: widget.id.rawValue, family: widget.family, frame: frame, instance: widget.id, kind: widget.kind)
    }

    /// `stack` drawn in `frame`, showing the member `tops` puts on top (its first by default).
    init(_ stack: StackItem, frame: CellRect, tops: [String: WidgetInstanceID]) {
        let top = tops[stack.id].flatMap { id in stack.members.firstIndex { $0.id == id } } ?? 0
        let member = stack.members.indices.contains(top) ? stack.members[top] : nil
        self.init(
            id: stack.id, family: stack.family, frame: frame, instance: member?.id, kind: member?.kind ?? "",
            stack: (stack.members, top))
    }
}

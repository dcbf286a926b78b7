import CellGrid
import WidgetEngine

/// Something placed on a page: a single widget or a smart stack of widgets.
public enum HomeItem: Equatable, Sendable {
    /// A single widget.
    case widget(WidgetItem)
    /// A smart stack of widgets sharing one place.
    case stack(StackItem)

    /// The item's id: the widget's instance id, or the stack's id.
    public var id: String {
        switch self {
        case let .widget(widget): return widget.id.rawValue
        case let .stack(stack): return stack.id
        }
    }

    /// The family, which sets how many slots the item covers.
    public var family: WidgetFamily {
        switch self {
        case let .widget(widget): return widget.family
        case let .stack(stack): return stack.family
        }
    }

    /// The slot column of the item's top-left slot, from 0 at the left.
    public var column: Int {
        switch self {
        case let .widget(widget): return widget.column
        case let .stack(stack): return stack.column
        }
    }

    /// The slot row of the item's top-left slot, from 0 at the top.
    public var row: Int {
        switch self {
        case let .widget(widget): return widget.row
        case let .stack(stack): return stack.row
        }
    }

    /// The slots the item covers on its page (in slots, not cells): its top-left slot and
    /// its family's footprint in `profile`.
    public func slots(in profile: DeviceProfile = .iPhone) -> CellRect {
        CellRect(origin: CellPoint(x: column, y: row), size: profile.footprint(of: family))
    }

    /// The widget instances the item shows: the widget itself, or the stack's members.
    public var instances: [WidgetInstance] {
        switch self {
        case let .widget(widget): return [widget.instance]
        case let .stack(stack): return stack.members.map(\.instance)
        }
    }
}

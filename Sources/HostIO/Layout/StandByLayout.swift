import WidgetEngine

/// StandBy's widgets (`[standby]` in the layout file): two smart stacks of small widgets side
/// by side, each scaled to half the terminal and rotated by Smart Rotate as a page's stacks
/// are. The stacks' `column` is 0 (left) or 1 (right); their `row` is 0.
public struct StandByLayout: Equatable, Sendable {
    /// How many stacks StandBy shows side by side.
    public static let stackCount = 2

    /// The stacks, left first (at most ``stackCount``).
    public var stacks: [StackItem]

    /// StandBy with `stacks`, left first.
    public init(stacks: [StackItem] = []) {
        self.stacks = stacks
    }

    /// Every member of every stack, left stack first.
    public var allWidgets: [WidgetItem] {
        stacks.flatMap(\.members)
    }

    /// The id StandBy's stack at `index` (0: left, 1: right) takes when the file names none.
    public static func stackID(_ index: Int) -> String {
        index == 0 ? "standby-left" : "standby-right"
    }

    /// A stack of `members` at `index` (0: left, 1: right), small, with Smart Rotate on.
    public static func stack(_ index: Int, id: String? = nil, members: [WidgetItem], smartRotate: Bool = true) -> StackItem {
        StackItem(
            id: id ?? stackID(index), family: .systemSmall, column: index, row: 0, members: members, smartRotate: smartRotate)
    }
}

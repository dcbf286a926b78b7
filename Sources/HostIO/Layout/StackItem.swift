import WidgetEngine

/// A smart stack: widgets of one family sharing one place, shown one at a time, rotated to the
/// most relevant one when ``smartRotate`` is on.
///
/// The members sit at the stack's place and have its family: their `column`, `row` and
/// `family` always equal the stack's (they are set when the stack is made or changed).
/// A stack in a layout file holds 1 to ``memberLimit`` members.
public struct StackItem: Equatable, Sendable {
    /// The most widgets one stack holds.
    public static let memberLimit = 10

    /// The stack's stable id.
    public var id: String
    /// The family of the stack and of every member.
    public var family: WidgetFamily { didSet { members = aligned(members) } }
    /// The slot column of the top-left slot, from 0 at the left.
    public var column: Int { didSet { members = aligned(members) } }
    /// The slot row of the top-left slot, from 0 at the top.
    public var row: Int { didSet { members = aligned(members) } }
    /// The widgets, top of the stack first.
    public var members: [WidgetItem] { didSet { members = aligned(members) } }
    /// True when the stack turns to its most relevant widget by itself (Smart Rotate).
    public var smartRotate: Bool

    /// A stack of `members` (put at the stack's place, in its family) with its top-left slot
    /// at `column`, `row`.
    public init(id: String, family: WidgetFamily, column: Int, row: Int, members: [WidgetItem], smartRotate: Bool = true) {
        self.id = id
        self.family = family
        self.column = column
        self.row = row
        self.members = members
        self.smartRotate = smartRotate
        self.members = aligned(members)
    }

    /// `members` put at the stack's place, in the stack's family. (Setting `members` inside its
    /// own observer does not call the observer again.)
    private func aligned(_ members: [WidgetItem]) -> [WidgetItem] {
        members.map { member in
            var member = member
            member.family = family
            member.column = column
            member.row = row
            return member
        }
    }
}

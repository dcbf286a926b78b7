/// A lazy grid in the archive (SwiftUI's `LazyVGrid` and `LazyHGrid`): its children flow
/// through the lines its items define, in reading order.
///
/// A vertical grid's items are its columns and its children fill rows top to bottom; a
/// horizontal grid's items are its rows and its children fill columns left to right. Nothing is
/// lazy in an archive: every child is resolved.
public struct LazyGridNode: Equatable, Sendable {
    /// The direction lines follow each other: `vertical` for `LazyVGrid`, `horizontal` for
    /// `LazyHGrid`.
    public var axis: StackNode.Axis
    /// Where a child sits in its cell, unless its item says otherwise.
    public var alignment: Alignment
    /// Cells between neighbouring lines (rows of a vertical grid, columns of a horizontal one).
    public var spacing: Int
    /// The columns (vertical) or rows (horizontal).
    public var items: [GridItemNode]

    /// Creates a lazy grid node.
    public init(axis: StackNode.Axis, alignment: Alignment = .center, spacing: Int = 0, items: [GridItemNode]) {
        self.axis = axis
        self.alignment = alignment
        self.spacing = spacing
        self.items = items
    }
}

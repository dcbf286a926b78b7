/// One column (or row) description of a lazy grid in the archive, as SwiftUI's `GridItem`, in
/// cells.
public struct GridItemNode: Equatable, Sendable {
    /// How big the item's cells are across the grid's lines.
    public enum Size: Equatable, Sendable {
        /// Exactly this many cells.
        case fixed(Int)
        /// A share of the room left by fixed items, between `minimum` and `maximum`.
        case flexible(minimum: Int, maximum: Int)
        /// As many cells of at least `minimum` (and at most `maximum`) as fit in the item's share.
        case adaptive(minimum: Int, maximum: Int)
    }

    /// The size.
    public var size: Size
    /// Cells after this item's cells (before the next item's); nil for the default, 1 column
    /// or 0 rows.
    public var spacing: Int?
    /// Where a child sits in this item's cells; nil for the grid's alignment.
    public var alignment: Alignment?

    /// Creates an item.
    public init(_ size: Size, spacing: Int? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

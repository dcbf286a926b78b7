/// A column of a `LazyVGrid` (or a row of a `LazyHGrid`), as in SwiftUI; sizes and spacing are
/// in points, converted to cells when the grid is resolved.
///
/// ```swift
/// LazyVGrid(columns: [GridItem(.adaptive(minimum: 40))]) { ... }
/// LazyVGrid(columns: [GridItem(.fixed(56)), GridItem(.flexible())]) { ... }
/// ```
public struct GridItem: Sendable {
    /// How big the item's cells are.
    public enum Size: Sendable {
        /// Exactly this length.
        case fixed(CGFloat)
        /// A share of the room the fixed items leave, within the bounds.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many cells of at least `minimum` as fit in the item's share.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    /// The size.
    public var size: Size
    /// The space after this item's cells; nil for the default (1 column, or 0 rows).
    public var spacing: CGFloat?
    /// Where a view sits in this item's cells; nil for the grid's alignment.
    public var alignment: Alignment?

    /// An item of `size`.
    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }

    /// The archived item, with lengths across the grid's lines converted by `cells` and its
    /// spacing by `spacing`.
    func node(cells: (Double) -> Int, spacing spacingCells: (Double) -> Int) -> GridItemNode {
        let archived: GridItemNode.Size =
            switch size {
            case let .fixed(length): .fixed(cells(Double(length)))
            case let .flexible(minimum, maximum): .flexible(minimum: cells(Double(minimum)), maximum: cells(Double(maximum)))
            case let .adaptive(minimum, maximum): .adaptive(minimum: cells(Double(minimum)), maximum: cells(Double(maximum)))
            }
        return GridItemNode(archived, spacing: spacing.map { spacingCells(Double($0)) }, alignment: alignment)
    }
}

/// The views a scrolling lazy stack or grid pins (headers and footers). Widgets do not scroll:
/// accepted so that iOS code compiles, with no effect.
public struct PinnedScrollableViews: OptionSet, Sendable {
    /// The bits.
    public let rawValue: UInt32
    /// A set of the given bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Section headers (no effect).
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    /// Section footers (no effect).
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

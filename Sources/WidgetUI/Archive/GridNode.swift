/// A grid in the archive (SwiftUI's `Grid`): its children are rows (``NodeKind/gridRow(_:)``)
/// whose cells share columns; any other child is one cell spanning every column.
public struct GridNode: Equatable, Sendable {
    /// Where a cell sits in the space of its column and row (a row's own alignment replaces the
    /// vertical part for its cells).
    public var alignment: Alignment
    /// Columns between neighbouring columns.
    public var horizontalSpacing: Int
    /// Rows between neighbouring rows.
    public var verticalSpacing: Int

    /// Creates a grid node.
    public init(alignment: Alignment = .center, horizontalSpacing: Int = 1, verticalSpacing: Int = 0) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }
}

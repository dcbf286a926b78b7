/// A row of a grid in the archive (SwiftUI's `GridRow`): its children are cells, each spanning
/// the number of columns at its position in ``columns`` (1 where the list is shorter), as
/// `gridCellColumns(_:)` asks, and each possibly setting its column's horizontal alignment in
/// ``columnAlignments``, as `gridColumnAlignment(_:)` does.
///
/// Outside a ``GridNode`` a row lays out as a horizontal stack.
public struct GridRowNode: Equatable, Sendable {
    /// How the row's cells align vertically in the row's height.
    public var alignment: VerticalAlignment
    /// The columns each cell spans, in order; missing entries are 1.
    public var columns: [Int]
    /// The horizontal alignment each cell sets for the column it starts in, in order; nil (or
    /// missing) where it sets none. The first cell of a column to set one sets it for the
    /// whole column.
    public var columnAlignments: [HorizontalAlignment?]

    /// Creates a row node.
    public init(alignment: VerticalAlignment = .center, columns: [Int] = [], columnAlignments: [HorizontalAlignment?] = []) {
        self.alignment = alignment
        self.columns = columns
        self.columnAlignments = columnAlignments
    }

    /// The alignment the cell at `position` sets for its column, if any.
    public func columnAlignment(at position: Int) -> HorizontalAlignment? {
        columnAlignments.indices.contains(position) ? columnAlignments[position] : nil
    }

    /// The columns the cell at `position` spans (at least 1).
    public func span(at position: Int) -> Int {
        columns.indices.contains(position) ? max(1, columns[position]) : 1
    }
}

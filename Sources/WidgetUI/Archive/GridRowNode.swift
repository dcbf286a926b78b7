/// A row of a grid in the archive (SwiftUI's `GridRow`): its children are cells, each spanning
/// the number of columns at its position in ``columns`` (1 where the list is shorter), as
/// `gridCellColumns(_:)` asks.
///
/// Outside a ``GridNode`` a row lays out as a horizontal stack.
public struct GridRowNode: Equatable, Sendable {
    /// How the row's cells align vertically in the row's height.
    public var alignment: VerticalAlignment
    /// The columns each cell spans, in order; missing entries are 1.
    public var columns: [Int]

    /// Creates a row node.
    public init(alignment: VerticalAlignment = .center, columns: [Int] = []) {
        self.alignment = alignment
        self.columns = columns
    }

    /// The columns the cell at `position` spans (at least 1).
    public func span(at position: Int) -> Int {
        columns.indices.contains(position) ? max(1, columns[position]) : 1
    }
}

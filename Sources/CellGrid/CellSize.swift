/// A size measured in terminal cells: columns across, rows down.
public struct CellSize: Hashable, Codable, Sendable, CustomStringConvertible {
    /// Columns.
    public var width: Int
    /// Rows.
    public var height: Int

    /// Creates a size of `width` columns and `height` rows.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// No columns and no rows.
    public static let zero = CellSize(width: 0, height: 0)

    /// The number of cells the size covers (0 for a negative dimension).
    public var area: Int { max(0, width) * max(0, height) }

    public var description: String { "\(width)x\(height)" }
}

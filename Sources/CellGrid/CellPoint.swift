/// A position in terminal cells: `x` is the column, `y` the row, both from the top-left.
public struct CellPoint: Hashable, Codable, Sendable, CustomStringConvertible {
    /// Column, from 0 at the left.
    public var x: Int
    /// Row, from 0 at the top.
    public var y: Int

    /// Creates the point at column `x`, row `y`.
    public init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }

    /// The top-left cell.
    public static let zero = CellPoint(x: 0, y: 0)

    public var description: String { "(\(x),\(y))" }
}

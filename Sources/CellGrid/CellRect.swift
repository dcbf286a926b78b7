/// A rectangle of terminal cells: an origin and a size.
public struct CellRect: Hashable, Codable, Sendable, CustomStringConvertible {
    /// The top-left cell.
    public var origin: CellPoint
    /// Columns and rows covered.
    public var size: CellSize

    /// Creates a rectangle from its top-left cell and size.
    public init(origin: CellPoint, size: CellSize) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rectangle from column, row, width and height.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.init(origin: CellPoint(x: x, y: y), size: CellSize(width: width, height: height))
    }

    /// An empty rectangle at the origin.
    public static let zero = CellRect(x: 0, y: 0, width: 0, height: 0)

    public var minX: Int { origin.x }
    public var minY: Int { origin.y }
    /// One past the last column.
    public var maxX: Int { origin.x + size.width }
    /// One past the last row.
    public var maxY: Int { origin.y + size.height }
    public var width: Int { size.width }
    public var height: Int { size.height }

    /// True when the rectangle covers no cell.
    public var isEmpty: Bool { size.width <= 0 || size.height <= 0 }

    /// True when `point` is one of the rectangle's cells.
    public func contains(_ point: CellPoint) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// True when every cell of `other` is inside this rectangle (an empty `other` is inside
    /// when its origin lies within or on the edge).
    public func contains(_ other: CellRect) -> Bool {
        if other.isEmpty {
            return other.minX >= minX && other.minX <= maxX && other.minY >= minY && other.minY <= maxY
        }
        return other.minX >= minX && other.maxX <= maxX && other.minY >= minY && other.maxY <= maxY
    }

    /// The cells both rectangles cover; empty (at this origin) when they do not meet.
    public func intersection(_ other: CellRect) -> CellRect {
        let x0 = max(minX, other.minX), y0 = max(minY, other.minY)
        let x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
        guard x1 > x0, y1 > y0 else {
            // Keep an empty result's origin inside this rectangle, so it still "lies within".
            return CellRect(origin: CellPoint(x: min(x0, maxX), y: min(y0, maxY)), size: .zero)
        }
        return CellRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The rectangle shrunk by the given cells on each edge (never below zero size).
    /// The origin stays inside the rectangle even when the insets exceed its size.
    public func inset(top: Int, leading: Int, bottom: Int, trailing: Int) -> CellRect {
        CellRect(
            x: min(minX + leading, maxX), y: min(minY + top, maxY),
            width: max(0, width - leading - trailing), height: max(0, height - top - bottom))
    }

    public var description: String { "\(origin) \(size)" }
}

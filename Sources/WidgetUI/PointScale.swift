/// How iOS lengths in points become terminal cells.
///
/// A terminal cell is about 7 pt wide and 16 pt tall (so a 158 pt small widget is about 22 x 10
/// cells). Lengths round to the nearest cell and a non-zero length never vanishes; stack
/// spacing is the exception and may round to 0 (3 pt between rows is no row; 10 pt is one), and
/// so is a negative padding, which rounds toward no change (see ``paddingRows(_:)``).
public struct PointScale: Hashable, Codable, Sendable {
    /// Points in one column.
    public var pointsPerColumn: Double
    /// Points in one row.
    public var pointsPerRow: Double

    /// Creates a scale.
    public init(pointsPerColumn: Double, pointsPerRow: Double) {
        self.pointsPerColumn = pointsPerColumn
        self.pointsPerRow = pointsPerRow
    }

    /// 7 pt per column, 16 pt per row.
    public static let standard = PointScale(pointsPerColumn: 7, pointsPerRow: 16)

    /// Columns for a horizontal length: nearest, at least 1 when non-zero.
    public func columns(_ points: Double) -> Int { Self.cells(points, per: pointsPerColumn, keepNonZero: true) }

    /// Rows for a vertical length: nearest, at least 1 when non-zero.
    public func rows(_ points: Double) -> Int { Self.cells(points, per: pointsPerRow, keepNonZero: true) }

    /// Columns of horizontal padding: as ``columns(_:)`` for a positive length; a negative one
    /// rounds toward no change, so it takes a column away only for each whole column of points
    /// (`-3` pt is no column, `-7` pt one).
    public func paddingColumns(_ points: Double) -> Int {
        points < 0 ? Self.wholeCells(points, per: pointsPerColumn) : columns(points)
    }

    /// Rows of vertical padding: as ``rows(_:)`` for a positive length; a negative one rounds
    /// toward no change, so `.padding(.top, -3)` (common under a title) takes no row, and
    /// `-16` pt takes one.
    public func paddingRows(_ points: Double) -> Int {
        points < 0 ? Self.wholeCells(points, per: pointsPerRow) : rows(points)
    }

    /// Columns of horizontal stack spacing: nearest, may be 0.
    public func spacingColumns(_ points: Double) -> Int { Self.cells(points, per: pointsPerColumn, keepNonZero: false) }

    /// Rows of vertical stack spacing: nearest, may be 0.
    public func spacingRows(_ points: Double) -> Int { Self.cells(points, per: pointsPerRow, keepNonZero: false) }

    /// The whole cells in a negative length, rounded toward zero.
    private static func wholeCells(_ points: Double, per size: Double) -> Int {
        guard points.isFinite else { return 0 }
        return -min(Int((abs(points) / size).rounded(.towardZero)), LayoutLimits.unbounded)
    }

    private static func cells(_ points: Double, per size: Double, keepNonZero: Bool) -> Int {
        guard points.isFinite else { return points > 0 ? LayoutLimits.unbounded : 0 }
        let magnitude = abs(points) / size
        var cells = Int(magnitude.rounded(.toNearestOrAwayFromZero))
        if keepNonZero && cells == 0 && magnitude > 0 { cells = 1 }
        cells = min(cells, LayoutLimits.unbounded)
        return points < 0 ? -cells : cells
    }
}

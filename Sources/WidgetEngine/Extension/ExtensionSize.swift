import Archive
import CellGrid
import Foundation
import WidgetUI

/// A widget's size as a request gives it: in cells and in points.
public struct ExtensionSize: Equatable, Sendable, Archivable {
    /// Columns and rows.
    public var cells: CellSize
    /// Points, as iOS code measures.
    public var points: CGSize

    /// A size of `cells` and `points`.
    public init(cells: CellSize, points: CGSize) {
        self.cells = cells
        self.points = points
    }

    /// The size of `family` on `profile`.
    public init(_ family: WidgetFamily, on profile: DeviceProfile) {
        self.init(cells: profile.size(of: family), points: profile.pointSize(of: family))
    }

    /// A value reading starts from (see `Archivable.blank`).
    public static var blank: ExtensionSize { ExtensionSize(cells: .zero, points: .zero) }

    /// Visits its fields in the archive's order (see `Archivable.describe(with:)`).
    public mutating func describe<Coder: ArchiveCoder>(with coder: inout Coder) throws(ArchiveError) {
        var (columns, rows) = (cells.width, cells.height)
        var (width, height) = (Double(points.width), Double(points.height))
        try coder.field("columns", &columns)
        try coder.field("rows", &rows)
        try coder.field("width", &width)
        try coder.field("height", &height)
        cells = CellSize(width: columns, height: rows)
        points = CGSize(width: width, height: height)
    }
}

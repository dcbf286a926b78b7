import Archive
import CellGrid
import Foundation
import WidgetUI

/// A widget's size as a request gives it: in cells and in points.
public struct ExtensionSize: Equatable, Sendable, Archivable {
    public var cells: CellSize
    public var points: CGSize

    public init(cells: CellSize, points: CGSize) {
        self.cells = cells
        self.points = points
    }

    /// The size of `family` on `profile`.
    public init(_ family: WidgetFamily, on profile: DeviceProfile) {
        self.init(cells: profile.size(of: family), points: profile.pointSize(of: family))
    }

    public static var blank: ExtensionSize { ExtensionSize(cells: .zero, points: .zero) }

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

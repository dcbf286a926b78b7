/// The geometry of a device in cells, all in one place: the icon slot, the page grid, each
/// family's footprint in slots and the point scale.
///
/// A terminal cell is about twice as tall as wide, so a "square" small widget is about twice as
/// many columns as rows. The iPhone profile: slots of 10 x 4 cells with gaps of 2 columns and
/// 2 rows, a page of 4 x 6 slots; small 2x2 slots = 22 x 10 cells, medium 4x2 = 46 x 10,
/// large 4x4 = 46 x 22, extra large 8x4 = 94 x 22.
public struct DeviceProfile: Hashable, Sendable {
    /// A name for messages.
    public var name: String
    /// One icon slot, in cells.
    public var slot: CellSize
    /// Cells between neighbouring slots.
    public var gap: CellSize
    /// Slot columns and rows of one page.
    public var grid: CellSize
    /// Points per cell.
    public var pointScale: PointScale
    /// Space between a widget's edge and its content, unless content margins are disabled
    /// (1 row and 2 columns, as SwiftUI's default padding).
    public var contentMargins: CellInsets

    /// A device named `name`: icon slots of `slot` cells, `gap` cells apart, on a page of
    /// `grid` slots, `pointScale` points a cell, and a widget's default content margins.
    public init(
        name: String, slot: CellSize, gap: CellSize, grid: CellSize, pointScale: PointScale = .standard,
        contentMargins: CellInsets = CellInsets(top: 1, leading: 2, bottom: 1, trailing: 2)
    ) {
        self.name = name
        self.slot = slot
        self.gap = gap
        self.grid = grid
        self.pointScale = pointScale
        self.contentMargins = contentMargins
    }

    /// The iPhone profile.
    public static let iPhone = DeviceProfile(
        name: "iPhone", slot: CellSize(width: 10, height: 4),
        gap: CellSize(width: 2, height: 2), grid: CellSize(width: 4, height: 6))

    /// The slots a family covers (columns x rows); accessory families take no slots.
    public func footprint(of family: WidgetFamily) -> CellSize {
        switch family {
        case .systemSmall: return CellSize(width: 2, height: 2)
        case .systemMedium: return CellSize(width: 4, height: 2)
        case .systemLarge: return CellSize(width: 4, height: 4)
        case .systemExtraLarge: return CellSize(width: 8, height: 4)
        case .accessoryCircular, .accessoryRectangular, .accessoryInline: return .zero
        }
    }

    /// A family's size in cells.
    public func size(of family: WidgetFamily) -> CellSize {
        switch family {
        case .accessoryCircular: return CellSize(width: 10, height: 4)
        case .accessoryRectangular: return CellSize(width: 22, height: 4)
        case .accessoryInline: return CellSize(width: 30, height: 1)
        default:
            let slots = footprint(of: family)
            return CellSize(
                width: slots.width * slot.width + (slots.width - 1) * gap.width,
                height: slots.height * slot.height + (slots.height - 1) * gap.height)
        }
    }

    /// A family's size in points (what `context.displaySize` reports to providers).
    public func pointSize(of family: WidgetFamily) -> CGSize {
        let cells = size(of: family)
        return CGSize(width: Double(cells.width) * pointScale.pointsPerColumn, height: Double(cells.height) * pointScale.pointsPerRow)
    }

    /// A family's content margins (none for accessory families).
    public func margins(of family: WidgetFamily) -> CellInsets {
        family.isAccessory ? .zero : contentMargins
    }

    /// Where a widget of `family` is laid out: its size and margins (what a `GeometryReader`
    /// measures against when the view is resolved).
    public func layoutContainer(of family: WidgetFamily, contentMarginsDisabled: Bool) -> LayoutContainer {
        LayoutContainer(size: size(of: family), margins: contentMarginsDisabled ? .zero : margins(of: family))
    }
}

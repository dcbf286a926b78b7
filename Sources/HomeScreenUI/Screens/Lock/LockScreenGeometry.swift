import CellGrid
import HostIO
import WidgetEngine

/// Where the lock screen draws what it shows on a terminal of `size`, as iOS 16 stacks it: the
/// date, the inline widget, the time in large digits, then the row of accessory widgets,
/// centred; the key hints at the bottom.
struct LockScreenGeometry {
    /// The rows from the date to the bottom of the widget row.
    static let contentHeight = 13

    let size: CellSize
    /// The row of the date.
    let dateRow: Int
    /// The inline widget's frame (30 x 1, centred).
    let inline: CellRect
    /// The first of the time's rows.
    let timeRow: Int
    /// The frames of the widgets below the time, left to right, one per family of `row`.
    let row: [CellRect]
    /// The rows left between the widgets and the hints: the live activities' banners
    /// (``LockScreenNotifications``).
    let notifications: Range<Int>

    /// The geometry for a widget row of `families` (the editor adds an empty place).
    init(size: CellSize, row families: [WidgetFamily], profile: DeviceProfile) {
        self.size = size
        let top = max(0, (size.height - Self.contentHeight) / 3)
        dateRow = top
        let inlineSize = profile.size(of: .accessoryInline)
        inline = CellRect(x: max(0, (size.width - inlineSize.width) / 2), y: top + 2, width: inlineSize.width, height: 1)
        timeRow = top + 4
        let sizes = families.map { profile.size(of: $0) }
        let gap = 2
        let total = sizes.reduce(0) { $0 + $1.width } + gap * max(0, sizes.count - 1)
        var x = max(0, (size.width - total) / 2)
        var frames: [CellRect] = []
        for cells in sizes {
            frames.append(CellRect(origin: CellPoint(x: x, y: top + 9), size: cells))
            x += cells.width + gap
        }
        row = frames
        let below = top + 9 + (sizes.map(\.height).max() ?? 0) + 1
        notifications = below..<max(below, size.height - 1)
    }

    /// The geometry of `lock` on a terminal of `size`; while `editing`, the row has an empty
    /// place after its widgets when it has room for another.
    init(_ lock: LockScreenLayout, size: CellSize, profile: DeviceProfile, editing: Bool = false) {
        let families = lock.widgets.map(\.family)
        let room = editing && families.count < LockScreenLayout.widgetLimit
        self.init(size: size, row: families + (room ? [.accessoryCircular] : []), profile: profile)
    }

    /// `lock`'s widgets placed: the inline one, then the row.
    func items(of lock: LockScreenLayout) -> [PlacedItem] {
        (lock.inline.map { [PlacedItem($0, frame: inline)] } ?? []) + zip(lock.widgets, row).map { PlacedItem($0, frame: $1) }
    }
}

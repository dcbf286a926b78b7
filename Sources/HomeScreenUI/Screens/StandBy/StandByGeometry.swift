import CellGrid
import HostIO
import WidgetEngine

/// Where StandBy draws on a terminal of `size`: two panes side by side above the hint row,
/// each a small widget scaled to fill it (a device whose small family is the pane's size).
struct StandByGeometry {
    /// The panes, left then right.
    let panes: [CellRect]
    /// The device the widgets are drawn at: its small family fills a pane (never smaller than
    /// `base`'s small family).
    let profile: DeviceProfile

    init(size: CellSize, base: DeviceProfile) {
        let gap = base.gap
        let small = base.size(of: .systemSmall)
        let width = max(small.width, (size.width - 3) / 2)
        let height = max(small.height, size.height - 2)
        let slot = CellSize(width: (width - gap.width) / 2, height: (height - gap.height) / 2)
        profile = DeviceProfile(
            name: "StandBy", slot: slot, gap: gap, grid: CellSize(width: 2, height: 2), pointScale: base.pointScale,
            contentMargins: base.contentMargins)
        let tile = profile.size(of: .systemSmall)
        let left = max(0, (size.width - 2 * tile.width - 1) / 2)
        let top = max(0, (size.height - 1 - tile.height) / 2)
        panes = [
            CellRect(x: left, y: top, width: tile.width, height: tile.height),
            CellRect(x: left + tile.width + 1, y: top, width: tile.width, height: tile.height),
        ]
    }

    /// StandBy's stacks placed in the panes, left first, each showing the member `tops` puts on top.
    func items(of standBy: StandByLayout, tops: [String: WidgetInstanceID]) -> [PlacedItem] {
        zip(standBy.stacks, panes).map { PlacedItem($0, frame: $1, tops: tops) }
    }
}

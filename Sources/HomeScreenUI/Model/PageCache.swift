import CellGrid
import HostIO

/// The screen size the pages are packed for, and the screen pages as last packed (cleared
/// when the layout, the size or a stack's top member changes: a frame asks for them often),
/// and the layout's stacks (cleared when the layout or the size changes: every step ranks
/// them).
struct PageCache {
    let size: CellSize
    var packed: [ScreenPage]?
    /// True when every layout page fits the grid with each item in its saved slot (nil: not
    /// measured yet). Screen page N is then layout page N, and pages are packed one at a time
    /// when asked for (``packedOne``), so a start with thousands of pages packs the one shown.
    var fitsAsSaved: Bool?
    /// The screen pages packed one at a time, by index (while ``fitsAsSaved``).
    var packedOne: [Int: ScreenPage] = [:]
    var stacks: [StackItem]?
    /// The slot grid (cleared with the layout or the size, like ``stacks``).
    var grid: SlotGrid?

    init(size: CellSize) {
        self.size = size
    }

    /// Forgets the packed pages (a stack's top member changed).
    mutating func clearPacked() {
        packed = nil
        packedOne = [:]
    }

    /// Forgets everything worked out from the layout (it changed).
    mutating func clearLayout() {
        clearPacked()
        fitsAsSaved = nil
        stacks = nil
        grid = nil
    }
}

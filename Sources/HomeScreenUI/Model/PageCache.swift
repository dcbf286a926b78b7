import CellGrid

/// The screen size the pages are packed for, and the screen pages as last packed (cleared
/// when the layout, the size or a stack's top member changes: a frame asks for them often),
/// and the layout's stacks (cleared when the layout or the size changes: every step ranks
/// them).
struct PageCache {
    let size: CellSize
    var packed: [ScreenPage]?
    var stacks: [StackItem]?
    /// The slot grid (cleared with the layout or the size, like ``stacks``).
    var grid: SlotGrid?

    init(size: CellSize) {
        self.size = size
    }
}

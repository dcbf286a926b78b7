import CellGrid

/// While a frame is drawn over the last one (``FramePainter``), the cells drawn again so far:
/// the damage at first, then each layer drawn again whole. A layer that meets them is drawn
/// again, and its cells join them (what lay over it in the last frame must be drawn again over
/// it); one that does not is as the last frame has it and is left alone. A frame drawn whole
/// draws every layer.
struct RedrawnCells {
    /// Nil: the whole frame is drawn.
    private(set) var rects: [CellRect]?

    /// The whole frame, or the damage of a frame drawn over the last one.
    init(damage: [CellRect]?) {
        rects = damage
    }

    /// True when a layer over `rect` is to be drawn (it meets what was drawn again); it is
    /// then counted as drawn again.
    mutating func draws(_ rect: CellRect) -> Bool {
        guard let drawn = rects else { return true }
        guard drawn.contains(where: { !$0.intersection(rect).isEmpty }) else { return false }
        rects = drawn + [rect]
        return true
    }
}

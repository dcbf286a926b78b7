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

    /// The rows of the layer over `rect` to draw again, when the cells drawn again so far meet
    /// it only in rows across its whole width (a live text's rows in its tile): those rows are
    /// drawn again and the rest of it is as the last frame has it, so nothing more counts as
    /// drawn again. Nil when it is to be drawn whole, or not at all (see ``draws(_:)``).
    func rows(of rect: CellRect) -> [CellRect]? {
        guard let drawn = rects else { return nil }
        var rows: [CellRect] = []
        for part in drawn {
            let met = part.intersection(rect)
            guard !met.isEmpty else { continue }
            guard met.minX == rect.minX, met.width == rect.width else { return nil }
            rows.append(met)
        }
        return rows.isEmpty ? nil : rows
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

import CellGrid

extension SlotGrid {
    /// The cells from one slot to the next, across and down.
    var slotStep: CellSize {
        CellSize(width: profile.slot.width + profile.gap.width, height: profile.slot.height + profile.gap.height)
    }

    /// The slot under `point` of the page `offset` places from the left of the pages shown
    /// side by side (a gap counts with the slot before it); nil off that page's slots.
    func slot(at point: CellPoint, pageOffset offset: Int) -> CellPoint? {
        let x = point.x - origin.x - offset * pageStride
        let y = point.y - origin.y
        guard x >= 0, y >= 0 else { return nil }
        let slot = CellPoint(x: x / slotStep.width, y: y / slotStep.height)
        return slot.x < columns && slot.y < rows ? slot : nil
    }
}

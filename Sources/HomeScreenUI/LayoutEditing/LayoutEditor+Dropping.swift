import CellGrid
import HostIO

extension LayoutEditor {
    // MARK: Dragging

    /// Item `id` dragged onto item `target`: the two swap places. On one page, as iOS swaps
    /// them: along each axis on which they differ, the dragged item takes the target's side of
    /// the space the two cover and the target slides to the other side (a medium dropped on a
    /// large above it goes to the top, the large below it; two of one size trade slots). When
    /// that does not fit, or they are on different pages, each takes the other's slot (moved in
    /// so it stays on the grid). Nothing else moves: when they do not fit so, the drop is
    /// refused and says why.
    func swap(_ id: String, with target: String, in layout: HomeLayout) throws(Refusal) -> Edit {
        guard let (page, index) = layout.locate(id), let (targetPage, targetIndex) = layout.locate(target) else {
            throw Refusal("drop a widget or stack onto another")
        }
        guard id != target else { throw Refusal("\(id) stays where it is") }
        let item = layout.pages[page].items[index]
        let other = layout.pages[targetPage].items[targetIndex]
        let (from, to) = (slots(item), slots(other))
        var tries: [(CellPoint, CellPoint)] = []
        if page == targetPage { tries.append(Self.sides(of: from, and: to)) }
        tries.append((clamped(to.origin, for: item), clamped(from.origin, for: other)))
        for (moved, displaced) in tries where fits(item, at: moved, other, at: displaced, pages: (page, targetPage), in: layout) {
            var pages = layout.pages
            // Across pages, each goes to the other's page, in the other's place in its list.
            let (movedTo, displacedTo) = page == targetPage ? (index, targetIndex) : (targetIndex, index)
            pages[targetPage].items[movedTo] = item.placed(at: moved)
            pages[page].items[displacedTo] = other.placed(at: displaced)
            return Edit(layout: HomeLayout(pages: pages), focus: id, note: "\(id) swapped with \(target); u undoes")
        }
        throw Refusal("\(id) and \(target) do not fit in each other's places")
    }

    /// Item `id` dragged to free slots: its top-left slot to `slot` of page `page` (moved in so
    /// it stays on the grid). Refused when other items take any of those slots.
    func move(_ id: String, toPage page: Int, slot: CellPoint, in layout: HomeLayout) throws(Refusal) -> Edit {
        guard let (source, index) = layout.locate(id), layout.pages.indices.contains(page) else {
            throw Refusal("drop a widget or stack on free slots of a page")
        }
        let item = layout.pages[source].items[index]
        let target = clamped(slot, for: item)
        let map = SlotMap(layout.pages[page], grid: grid, footprint: footprint, excluding: [id])
        guard map.fits(CellRect(origin: target, size: footprint(item))) else { throw Refusal("no room for \(id) there") }
        guard source != page || target != CellPoint(x: item.column, y: item.row) else { throw Refusal("\(id) stays where it is") }
        var pages = layout.pages
        if source == page {
            pages[page].items[index] = item.placed(at: target)
        } else {
            pages[source].items.remove(at: index)
            pages[page].items.append(item.placed(at: target))
        }
        let note = source == page ? nil : "\(id) moved to page \(page + 1); u undoes"
        return Edit(layout: HomeLayout(pages: Self.droppingEmptyPages(pages)), focus: id, note: note)
    }

    /// `slot` moved in so that `item` lies on the grid from it.
    private func clamped(_ slot: CellPoint, for item: HomeItem) -> CellPoint {
        let size = footprint(item)
        let columns = max(grid.width, HomeLayout.columns(for: item.family, profile: profile))
        return CellPoint(x: min(max(0, slot.x), max(0, columns - size.width)), y: min(max(0, slot.y), max(0, grid.height - size.height)))
    }

    /// Where the items at `from` and `to` go when the first jumps over the second: along each
    /// axis where they differ, the first to the second's end of the space both cover, the
    /// second to the other end.
    private static func sides(of from: CellRect, and to: CellRect) -> (CellPoint, CellPoint) {
        func axis(_ start: Int, _ length: Int, _ otherStart: Int, _ otherLength: Int) -> (Int, Int) {
            let low = min(start, otherStart)
            let high = max(start + length, otherStart + otherLength)
            if otherStart < start { return (low, high - otherLength) }
            if otherStart > start { return (high - length, low) }
            return (start, otherStart)
        }
        let (x, otherX) = axis(from.minX, from.width, to.minX, to.width)
        let (y, otherY) = axis(from.minY, from.height, to.minY, to.height)
        return (CellPoint(x: x, y: y), CellPoint(x: otherX, y: otherY))
    }

    /// True when `item` at `slot` and `other` at `otherSlot` lie on their pages' grids without
    /// covering each other or any other item.
    private func fits(
        _ item: HomeItem, at slot: CellPoint, _ other: HomeItem, at otherSlot: CellPoint, pages: (Int, Int), in layout: HomeLayout
    ) -> Bool {
        let ids: Set<String> = [item.id, other.id]
        var map = SlotMap(layout.pages[pages.1], grid: grid, footprint: footprint, excluding: ids)
        let moved = CellRect(origin: slot, size: footprint(item))
        let displaced = CellRect(origin: otherSlot, size: footprint(other))
        guard map.fits(moved) else { return false }
        map.occupy(moved)
        if pages.0 != pages.1 { map = SlotMap(layout.pages[pages.0], grid: grid, footprint: footprint, excluding: ids) }
        return map.fits(displaced)
    }
}

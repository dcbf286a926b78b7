extension CellBuffer {
    /// Makes the cells of `rects` (clipped) those of `other`, a buffer of the same size, and
    /// takes its pictures: a buffer that was `other` outside `rects` becomes `other`. Lets a
    /// painter reuse a frame's buffer instead of copying the whole screen (see the home
    /// screen's `FramePainter`). Cells are copied as they are: a wide cluster cut by a rect's
    /// edge is the caller's to include (widen the rects by a cell).
    public mutating func copyCells(in rects: [CellRect], from other: CellBuffer) {
        precondition(other.size == size, "copyCells needs buffers of one size")
        pictures = other.pictures
        let width = size.width
        let areas = rects.map { $0.intersection(bounds) }.filter { !$0.isEmpty }
        cells.withUnsafeMutableBufferPointer { destination in
            other.cells.withUnsafeBufferPointer { source in
                guard let to = destination.baseAddress, let from = source.baseAddress else { return }
                for area in areas {
                    for y in area.minY..<area.maxY {
                        let start = y * width + area.minX
                        (to + start).update(from: from + start, count: area.width)
                    }
                }
            }
        }
    }
}

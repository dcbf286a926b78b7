import CellGrid

/// The cells under a buffer's pictures before a screen above draws (a sheet, the help, the
/// gallery), to take away the pictures that screen paints over: a terminal with a picture
/// protocol would otherwise leave the pixels on top of the sheet. Screens paint with `fill`
/// and `put`, which leave ``CellBuffer/pictures`` alone; this is the one place that checks.
struct PictureCover {
    private var under: [(placement: PicturePlacement, cells: [Cell?])] = []

    /// Notes the cells under `buffer`'s pictures.
    init(_ buffer: CellBuffer) {
        under = buffer.pictures.map { ($0, Self.cells(of: $0.rect, in: buffer)) }
    }

    /// Removes from `buffer` each noted picture one of whose cells changed since.
    func removePicturesPaintedOver(in buffer: inout CellBuffer) {
        let covered = under.filter { Self.cells(of: $0.placement.rect, in: buffer) != $0.cells }.map(\.placement)
        guard !covered.isEmpty else { return }
        buffer.pictures.removeAll { covered.contains($0) }
    }

    private static func cells(of rect: CellRect, in buffer: CellBuffer) -> [Cell?] {
        var cells: [Cell?] = []
        cells.reserveCapacity(max(0, rect.width * rect.height))
        for y in rect.minY..<max(rect.minY, rect.maxY) {
            for x in rect.minX..<max(rect.minX, rect.maxX) { cells.append(buffer[x, y]) }
        }
        return cells
    }
}

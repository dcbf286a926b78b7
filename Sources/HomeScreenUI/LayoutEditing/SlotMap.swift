import CellGrid
import HostIO

/// Which slots of one layout page are taken, for placing items while editing.
struct SlotMap {
    let columns: Int
    let rows: Int
    private var taken = Set<Int>()

    init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
    }

    /// A map of `page` on a grid of `grid` slots, every item but `excluding` marked taken.
    init(_ page: HomePage, grid: CellSize, footprint: (HomeItem) -> CellSize, excluding: Set<String> = []) {
        // A page holding a family wider than the device's (extra large) is as wide as it.
        let widest = page.items.map { $0.column + footprint($0).width }.max() ?? 0
        self.init(columns: max(grid.width, widest), rows: grid.height)
        for item in page.items where !excluding.contains(item.id) {
            occupy(CellRect(origin: CellPoint(x: item.column, y: item.row), size: footprint(item)))
        }
    }

    /// True when `rect` (in slots) lies on the grid and every slot of it is free.
    func fits(_ rect: CellRect) -> Bool {
        guard rect.minX >= 0, rect.minY >= 0, rect.maxX <= columns, rect.maxY <= rows else { return false }
        for row in rect.minY..<rect.maxY {
            for column in rect.minX..<rect.maxX where taken.contains(row * columns + column) { return false }
        }
        return true
    }

    /// Marks the slots of `rect` taken.
    mutating func occupy(_ rect: CellRect) {
        for row in max(0, rect.minY)..<min(rows, rect.maxY) {
            for column in max(0, rect.minX)..<min(columns, rect.maxX) { taken.insert(row * columns + column) }
        }
    }

    /// The first place in reading order (rows top to bottom, columns left to right) where a
    /// footprint of `size` fits, or nil.
    func firstFree(_ size: CellSize) -> CellPoint? {
        guard size.width > 0, size.height > 0 else { return nil }
        for row in 0..<rows {
            for column in 0..<columns where fits(CellRect(origin: CellPoint(x: column, y: row), size: size)) {
                return CellPoint(x: column, y: row)
            }
        }
        return nil
    }
}

import WidgetEngine

/// Places a page's items on the visible slot grid.
///
/// The packing rule: items are taken in reading order of their saved positions (row, then
/// column). An item keeps its saved slot when it lies inside the grid and is free; otherwise
/// it goes to the first free slot in reading order where its whole footprint fits. Items that
/// fit nowhere (a medium widget on a two-column grid) are left out and reported, so the screen
/// can say so. Saved positions never change: resizing back restores them.
public struct GridPacker: Sendable {
    /// An item to place: its identity, footprint and saved slot.
    public struct Item: Hashable, Sendable {
        public var id: String
        public var footprint: CellSize
        public var column: Int
        public var row: Int

        public init(id: String, footprint: CellSize, column: Int, row: Int) {
            self.id = id
            self.footprint = footprint
            self.column = column
            self.row = row
        }
    }

    /// Where each placed item's top-left slot is.
    public struct Placement: Hashable, Sendable {
        public var id: String
        public var column: Int
        public var row: Int
    }

    public let columns: Int
    public let rows: Int

    public init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
    }

    /// The placements, in reading order, and the ids that did not fit.
    public func pack(_ items: [Item]) -> (placed: [Placement], unplaced: [String]) {
        // A page packs once per screen page at start, so this is kept cheap: a flag per slot.
        var occupied = [Bool](repeating: false, count: max(0, columns * rows))
        var placed: [Placement] = []
        placed.reserveCapacity(items.count)
        var unplaced: [String] = []
        let ordered = items.enumerated().sorted { a, b in
            (a.element.row, a.element.column, a.offset) < (b.element.row, b.element.column, b.offset)
        }.map(\.element)
        func fits(_ item: Item, _ column: Int, _ row: Int) -> Bool {
            guard column >= 0, row >= 0, column + item.footprint.width <= columns, row + item.footprint.height <= rows else { return false }
            for dy in 0..<item.footprint.height {
                for dx in 0..<item.footprint.width where occupied[(row + dy) * columns + column + dx] { return false }
            }
            return true
        }
        func occupy(_ item: Item, _ column: Int, _ row: Int) {
            for dy in 0..<item.footprint.height {
                for dx in 0..<item.footprint.width { occupied[(row + dy) * columns + column + dx] = true }
            }
            placed.append(Placement(id: item.id, column: column, row: row))
        }
        for item in ordered {
            if fits(item, item.column, item.row) {
                occupy(item, item.column, item.row)
                continue
            }
            var spot: (Int, Int)? = nil
            search: for row in 0..<rows {
                for column in 0..<columns where fits(item, column, row) {
                    spot = (column, row)
                    break search
                }
            }
            if let (column, row) = spot { occupy(item, column, row) } else { unplaced.append(item.id) }
        }
        return (placed, unplaced)
    }
}

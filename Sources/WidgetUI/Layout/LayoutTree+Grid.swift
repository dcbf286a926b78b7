extension LayoutTree {
    /// The horizontal stack a grid row is outside a grid.
    static func rowStack(_ row: GridRowNode) -> StackNode {
        StackNode(axis: .horizontal, alignment: Alignment(horizontal: .center, vertical: row.alignment), spacing: 1)
    }

    /// The size of a grid: its columns side by side and its rows one below the other, with the
    /// grid's spacing between them.
    func gridSize(_ index: Int, _ grid: GridNode, proposal: ProposedSize) -> CellSize {
        withGridLines(index, grid, proposal: proposal) { columns, rows in
            CellSize(
                width: Self.total(columns, spacing: grid.horizontalSpacing),
                height: Self.total(rows, spacing: grid.verticalSpacing))
        }
    }

    /// Places each cell of a grid in its column and row: a row's cells at the grid's
    /// horizontal alignment and the row's vertical one, any other child across every column.
    func placeGrid(_ index: Int, _ grid: GridNode, in rect: CellRect, proposal: ProposedSize) {
        withGridLines(index, grid, proposal: proposal) { columns, rows in
            let width = Self.total(columns, spacing: grid.horizontalSpacing)
            var y = rect.minY
            for (rowPosition, row) in children(of: index).enumerated() {
                let height = rows[rowPosition]
                let rowRect = CellRect(x: rect.minX, y: y, width: width, height: height)
                if case .gridRow(let rowNode) = nodes[row].role {
                    // The row itself is not laid out as a stack: its frame is its band of the grid.
                    let rowFrame = rect.intersection(rowRect)
                    nodes[row].frame = rowFrame
                    var column = 0
                    for (position, cell) in children(of: row).enumerated() {
                        let span = min(gridRows[rowNode].span(at: position), max(0, columns.count - column))
                        guard span > 0 else { break }
                        var x = rect.minX
                        for before in 0..<column { x += columns[before] + grid.horizontalSpacing }
                        let cellWidth = Self.total(
                            UnsafeMutableBufferPointer(rebasing: columns[column..<(column + span)]), spacing: grid.horizontalSpacing)
                        let cellRect = CellRect(x: x, y: y, width: cellWidth, height: height)
                        let alignment = Alignment(
                            horizontal: columnAlignment(index, column: column) ?? grid.alignment.horizontal,
                            vertical: gridRows[rowNode].alignment)
                        placeChild(
                            cell, size: sizeThatFits(cell, ProposedSize(cellRect.size)), alignment: alignment,
                            in: rowFrame.intersection(cellRect))
                        column += span
                    }
                } else {
                    placeChild(
                        row, size: sizeThatFits(row, ProposedSize(rowRect.size)), alignment: grid.alignment, in: rect.intersection(rowRect))
                }
                y += height + grid.verticalSpacing
            }
        }
    }

    /// Sizes a grid's columns and rows for `proposal` in scratch space and hands them to `body`.
    ///
    /// Columns are sized as a horizontal stack shares its width: the least flexible column
    /// (smallest gap between the minimum and maximum widths of its cells) is offered an equal
    /// share of what is left first, and takes the widest answer of its cells. A cell spanning
    /// several columns then widens the last of them if it wants more and the offer leaves room;
    /// children that are not rows span every column without widening any. Rows then share the height the same way, each cell
    /// offered its columns' width.
    private func withGridLines<Result>(
        _ index: Int, _ grid: GridNode, proposal: ProposedSize,
        _ body: (UnsafeMutableBufferPointer<Int>, UnsafeMutableBufferPointer<Int>) -> Result
    ) -> Result {
        let columnCount = gridColumnCount(index)
        let rowCount = nodes[index].children.count
        // Scratch space on the stack: the columns, the rows and each line's flexibility.
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: 2 * columnCount + 2 * rowCount) { scratch in
            scratch.initialize(repeating: 0)
            let columns = UnsafeMutableBufferPointer(rebasing: scratch[0..<columnCount])
            let columnFlexibility = UnsafeMutableBufferPointer(rebasing: scratch[columnCount..<(2 * columnCount)])
            let rows = UnsafeMutableBufferPointer(rebasing: scratch[(2 * columnCount)..<(2 * columnCount + rowCount)])
            let rowFlexibility = UnsafeMutableBufferPointer(rebasing: scratch[(2 * columnCount + rowCount)...])
            sizeGridColumns(index, grid, proposal: proposal, columns: columns, flexibility: columnFlexibility)
            sizeGridRows(index, grid, proposal: proposal, columns: columns, rows: rows, flexibility: rowFlexibility)
            return body(columns, rows)
        }
    }

    /// The horizontal alignment the first cell of `column` to set one gives the column.
    private func columnAlignment(_ index: Int, column target: Int) -> HorizontalAlignment? {
        for row in children(of: index) {
            guard case .gridRow(let rowNode) = nodes[row].role, !gridRows[rowNode].columnAlignments.isEmpty else { continue }
            var column = 0
            for position in 0..<nodes[row].children.count where column <= target {
                if column == target, let alignment = gridRows[rowNode].columnAlignment(at: position) { return alignment }
                column += gridRows[rowNode].span(at: position)
            }
        }
        return nil
    }

    /// The most columns a row of the grid covers (at least 1).
    private func gridColumnCount(_ index: Int) -> Int {
        var count = 1
        for row in children(of: index) {
            guard case .gridRow(let rowNode) = nodes[row].role else { continue }
            var columns = 0
            for position in 0..<nodes[row].children.count { columns += gridRows[rowNode].span(at: position) }
            count = max(count, columns)
        }
        return count
    }

    /// Calls `body` with each cell of the grid that spans one column: its node and its column.
    private func forEachSingleCell(_ index: Int, columnCount: Int, _ body: (_ cell: Int, _ column: Int) -> Void) {
        for row in children(of: index) {
            guard case .gridRow(let rowNode) = nodes[row].role else { continue }
            var column = 0
            for (position, cell) in children(of: row).enumerated() where column < columnCount {
                let span = gridRows[rowNode].span(at: position)
                if span == 1 { body(cell, column) }
                column += span
            }
        }
    }

    private func sizeGridColumns(
        _ index: Int, _ grid: GridNode, proposal: ProposedSize, columns: UnsafeMutableBufferPointer<Int>,
        flexibility: UnsafeMutableBufferPointer<Int>
    ) {
        let count = columns.count
        guard let available = proposal.width else {
            forEachSingleCell(index, columnCount: count) { cell, column in
                columns[column] = max(columns[column], sizeThatFits(cell, .unspecified).width)
            }
            widenForSpanningCells(index, grid, columns: columns, available: nil)
            return
        }
        // Flexibility: the widest maximum less the widest minimum of the column's cells.
        forEachSingleCell(index, columnCount: count) { cell, column in
            let minimum = sizeThatFits(cell, ProposedSize(width: 0, height: nil)).width
            let maximum = sizeThatFits(cell, ProposedSize(width: LayoutLimits.unbounded, height: nil)).width
            columns[column] = max(columns[column], minimum)
            flexibility[column] = max(flexibility[column], maximum)
        }
        for column in 0..<count { flexibility[column] = max(0, flexibility[column] - columns[column]) }
        var remaining = max(0, available - grid.horizontalSpacing * (count - 1))
        Self.share(&remaining, among: count, flexibility: flexibility) { column, offer in
            var taken = 0
            forEachSingleCell(index, columnCount: count) { cell, cellColumn in
                if cellColumn == column { taken = max(taken, sizeThatFits(cell, ProposedSize(width: offer, height: nil)).width) }
            }
            columns[column] = taken
            return taken
        }
        widenForSpanningCells(index, grid, columns: columns, available: available)
    }

    /// Widens the last column a spanning cell covers when the cell wants more than its
    /// columns give, from what the offer leaves (any amount without an offer), in reading order.
    private func widenForSpanningCells(_ index: Int, _ grid: GridNode, columns: UnsafeMutableBufferPointer<Int>, available: Int?) {
        var spare = available.map { max(0, $0 - Self.total(columns, spacing: grid.horizontalSpacing)) } ?? LayoutLimits.unbounded
        for row in children(of: index) {
            guard case .gridRow(let rowNode) = nodes[row].role else { continue }
            var column = 0
            for (position, cell) in children(of: row).enumerated() where column < columns.count && spare > 0 {
                let span = min(gridRows[rowNode].span(at: position), columns.count - column)
                if span > 1 {
                    let have = Self.total(
                        UnsafeMutableBufferPointer(rebasing: columns[column..<(column + span)]), spacing: grid.horizontalSpacing)
                    let want = sizeThatFits(cell, ProposedSize(width: available == nil ? nil : have + spare, height: nil)).width
                    let extra = min(max(0, want - have), spare)
                    columns[column + span - 1] += extra
                    spare -= extra
                }
                column += span
            }
        }
    }

    private func sizeGridRows(
        _ index: Int, _ grid: GridNode, proposal: ProposedSize, columns: UnsafeMutableBufferPointer<Int>,
        rows: UnsafeMutableBufferPointer<Int>, flexibility: UnsafeMutableBufferPointer<Int>
    ) {
        let rowNodes = children(of: index)
        let fullWidth = Self.total(columns, spacing: grid.horizontalSpacing)
        /// The tallest answer of the row's cells when each is offered `height`.
        func rowHeight(_ position: Int, offering height: Int?) -> Int {
            let row = rowNodes[rowNodes.startIndex + position]
            guard case .gridRow(let rowNode) = nodes[row].role else {
                return sizeThatFits(row, ProposedSize(width: fullWidth, height: height)).height
            }
            var tallest = 0
            var column = 0
            for (cellPosition, cell) in children(of: row).enumerated() where column < columns.count {
                let span = min(gridRows[rowNode].span(at: cellPosition), columns.count - column)
                let width = Self.total(
                    UnsafeMutableBufferPointer(rebasing: columns[column..<(column + span)]), spacing: grid.horizontalSpacing)
                tallest = max(tallest, sizeThatFits(cell, ProposedSize(width: width, height: height)).height)
                column += span
            }
            return tallest
        }
        guard let available = proposal.height else {
            for position in 0..<rows.count { rows[position] = rowHeight(position, offering: nil) }
            return
        }
        for position in 0..<rows.count {
            flexibility[position] = max(0, rowHeight(position, offering: LayoutLimits.unbounded) - rowHeight(position, offering: 0))
        }
        var remaining = max(0, available - grid.verticalSpacing * (rows.count - 1))
        Self.share(&remaining, among: rows.count, flexibility: flexibility) { position, offer in
            rows[position] = rowHeight(position, offering: offer)
            return rows[position]
        }
    }

    /// Offers `remaining` to `count` lines, the least flexible first (then in order), each an
    /// equal share of what is left; `take` answers what the line takes of its offer.
    private static func share(
        _ remaining: inout Int, among count: Int, flexibility: UnsafeMutableBufferPointer<Int>,
        take: (_ line: Int, _ offer: Int) -> Int
    ) {
        var left = count
        while left > 0 {
            // The least flexible line not yet served (flexibility -1 marks one served).
            var line = -1
            for candidate in 0..<count where flexibility[candidate] >= 0 {
                if line < 0 || flexibility[candidate] < flexibility[line] { line = candidate }
            }
            guard line >= 0 else { return }
            flexibility[line] = -1
            let taken = take(line, remaining / left)
            remaining = max(0, remaining - taken)
            left -= 1
        }
    }

    /// The sum of `lengths` with `spacing` between each two.
    static func total(_ lengths: UnsafeMutableBufferPointer<Int>, spacing: Int) -> Int {
        guard !lengths.isEmpty else { return 0 }
        var sum = spacing * (lengths.count - 1)
        for length in lengths { sum += length }
        return sum
    }
}

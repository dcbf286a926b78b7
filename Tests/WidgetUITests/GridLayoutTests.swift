import Testing
import WidgetUI

struct GridLayoutTests {
    @Test func columnsAreAsWideAsTheirWidestCell() {
        let view = Grid(alignment: .leading) {
            GridRow {
                Text("Rain")
                Text("80%")
            }
            GridRow {
                Text("Wind")
                Text("12 km/h")
            }
            GridRow {
                Text("UV")
                Text("3")
            }
        }
        #expect(lines(view, width: 14, height: 3) == ["Rain 80%      ", "Wind 12 km/h  ", "UV   3        "])
    }

    @Test func rowsAlignTheirCellsAndTheGridItsColumns() {
        let view = Grid(alignment: .trailing, horizontalSpacing: 0) {
            GridRow(alignment: .bottom) {
                Text("a\nb")
                Text("x")
            }
            GridRow {
                Text("long")
                Text("yy")
            }
        }
        #expect(lines(view, width: 6, height: 3) == ["   a  ", "   b x", "longyy"])
    }

    @Test func aCellSpansColumnsAndOtherViewsSpanTheGrid() {
        let view = Grid(alignment: .leading) {
            GridRow {
                Text("Mon")
                Text("21°")
                Text("☀")
            }
            Divider()
            GridRow {
                Text("Updated")
                    .gridCellColumns(2)
                Text("!")
            }
        }
        // Columns of 3, 3 and 1 cells: "Updated" spans the first two (3 + 1 + 3), the divider
        // the grid's 9 columns.
        #expect(lines(view, width: 12, height: 3) == ["Mon 21° ☀   ", "─────────   ", "Updated !   "])
    }

    @Test func aSpanningCellWidensItsLastColumnWhenThereIsRoom() {
        let view = Grid(alignment: .leading) {
            GridRow {
                Text("a")
                Text("b")
                Text("c")
            }
            GridRow {
                Text("spanning").gridCellColumns(2)
                Text("d")
            }
        }
        #expect(lines(view, width: 14, height: 2) == ["a b      c    ", "spanning d    "])
        // With no room, the cell keeps its columns' width, wraps and is cut to its row's share.
        #expect(lines(view, width: 5, height: 3) == ["a b c", "spa d", "nn…  "])
    }

    @Test func aCellAlignsItsWholeColumn() {
        let view = Grid(alignment: .leading) {
            GridRow {
                Text("Mon")
                Text("21°").gridColumnAlignment(.trailing)
            }
            GridRow {
                Text("Wed")
                Text("9°")
            }
            GridRow {
                Text("Sunny").gridCellColumns(2).gridColumnAlignment(.center)
            }
        }
        #expect(lines(view, width: 8, height: 3) == ["Mon 21° ", "Wed  9° ", " Sunny  "])
    }

    @Test func flexibleCellsShareTheWidthAndHeight() {
        let view = Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow {
                Text("ab")
                Color.red
            }
            GridRow {
                Text("c")
                Color.blue
            }
        }
        let node = layout(view, width: 10, height: 4)
        #expect(node.frame.size == CellSize(width: 10, height: 4))
        #expect(
            leafFrames(node) == [
                CellRect(x: 0, y: 0, width: 2, height: 1), CellRect(x: 2, y: 0, width: 8, height: 2),
                CellRect(x: 0, y: 2, width: 1, height: 1), CellRect(x: 2, y: 2, width: 8, height: 2),
            ])
    }

    @Test func aRowOutsideAGridIsAHorizontalStack() {
        #expect(
            lines(
                GridRow {
                    Text("a")
                    Text("b")
                }, width: 4, height: 1) == ["a b "])
    }

    @Test func aLazyVerticalGridFillsRowsUnderItsColumns() {
        let view = LazyVGrid(columns: [GridItem(.fixed(14)), GridItem(.flexible())], alignment: .leading, spacing: 0) {
            ForEach(["a", "b", "c", "d", "e"], id: \.self) { Text($0) }
        }
        // Columns of 2 and 10 - 2 - 1 = 7 cells; views placed at their column's leading edge.
        #expect(lines(view, width: 10, height: 3) == ["a  b      ", "c  d      ", "e         "])
    }

    @Test func anAdaptiveItemMakesAsManyColumnsAsFit() {
        let view = LazyVGrid(columns: [GridItem(.adaptive(minimum: 21), spacing: 0)], spacing: 0) {
            ForEach(1...7, id: \.self) { Text("\($0)") }
        }
        // Columns of at least 3 cells in 10: three columns of 3 cells.
        #expect(lines(view, width: 10, height: 3) == [" 1  2  3  ", " 4  5  6  ", " 7        "])
    }

    @Test func aLazyHorizontalGridFillsColumnsBesideItsRows() {
        let view = LazyHGrid(rows: [GridItem(.fixed(16)), GridItem(.fixed(16))], alignment: .top) {
            ForEach(["one", "two", "three", "four"], id: \.self) { Text($0) }
        }
        #expect(lines(view, width: 12, height: 2) == ["one three   ", "two four    "])
    }
}

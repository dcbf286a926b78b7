import CellGrid
import HomeScreenUI
import Testing
import WidgetEngine

struct GridTests {
    @Test(arguments: [(30, 2), (46, 3), (60, 4), (80, 4), (200, 4)])
    func slotColumnsAdaptToTheWidth(_ width: Int, _ columns: Int) {
        #expect(SlotGrid(profile: .iPhone, screen: CellSize(width: width, height: 40)).columns == columns)
    }

    @Test func aLayoutWiderThanThePhoneGetsMoreColumnsWhereTheyFit() {
        #expect(SlotGrid(profile: .iPhone, screen: CellSize(width: 200, height: 40), wantedColumns: 8).columns == 8)
        #expect(SlotGrid(profile: .iPhone, screen: CellSize(width: 80, height: 40), wantedColumns: 8).columns == 6)
    }

    @Test(arguments: [(24, 3), (30, 4), (40, 6), (60, 6), (14, 1)])
    func slotRowsAboveTheFullChromeAdaptToTheHeight(_ height: Int, _ rows: Int) {
        let grid = SlotGrid(profile: .iPhone, screen: CellSize(width: 80, height: height))
        #expect(grid.fittingRows == rows)
        // The page keeps all its rows: what does not fit scrolls.
        #expect(grid.rows == 6)
        #expect(grid.scrolls == (rows < 6))
    }

    @Test func aPageTallerThanTheTerminalScrollsInEveryRowButTheTopMarginAndTheStatusBar() {
        let grid = SlotGrid(profile: .iPhone, screen: CellSize(width: 80, height: 24))
        #expect(grid.scrolls)
        #expect(grid.dotsRow == nil)
        #expect(grid.viewport == CellRect(x: 0, y: 1, width: 80, height: 22))
        // A large widget (4 slot rows, 22 cells) is seen whole; with a dock, it needs 25 rows.
        #expect(grid.shows(.systemLarge))
        #expect(!SlotGrid(profile: .iPhone, screen: CellSize(width: 80, height: 24), hasDock: true).shows(.systemLarge))
        #expect(SlotGrid(profile: .iPhone, screen: CellSize(width: 80, height: 25), hasDock: true).shows(.systemLarge))
        // A layout using two slot rows fits: no scrolling, the dots below the rows that fit.
        let short = SlotGrid(profile: .iPhone, screen: CellSize(width: 80, height: 24), wantedRows: 2)
        #expect(!short.scrolls)
        #expect(short.dotsRow == 18)
    }

    @Test func scrollingMovesAsLittleAsItTakesToShowTheFrame() {
        let grid = SlotGrid(profile: .iPhone, screen: CellSize(width: 80, height: 24))
        let bottom = grid.frame(column: 0, row: 4, family: .systemMedium)
        // Below the viewport: its bottom comes to the viewport's bottom.
        #expect(grid.scroll(toShow: bottom, from: 0) == 12)
        // Already in view: no movement.
        #expect(grid.scroll(toShow: grid.frame(column: 0, row: 2, family: .systemMedium), from: 12) == 12)
        // Above: its top comes to the viewport's top.
        #expect(grid.scroll(toShow: grid.frame(column: 0, row: 0, family: .systemSmall), from: 12) == 0)
        // Taller than a short viewport: its top.
        let low = SlotGrid(profile: .iPhone, screen: CellSize(width: 80, height: 20))
        #expect(low.scroll(toShow: low.frame(column: 0, row: 2, family: .systemLarge), from: 0) == 12)
    }

    @Test func aScreenSmallerThanASmallWidgetIsTooSmall() {
        #expect(SlotGrid(profile: .iPhone, screen: CellSize(width: 23, height: 40)).isTooSmall)
        #expect(SlotGrid(profile: .iPhone, screen: CellSize(width: 80, height: 11)).isTooSmall)
        #expect(!SlotGrid(profile: .iPhone, screen: CellSize(width: 80, height: 12)).isTooSmall)
        #expect(!SlotGrid(profile: .iPhone, screen: CellSize(width: 80, height: 24)).isTooSmall)
    }

    private func item(_ id: String, _ width: Int, _ height: Int, _ column: Int, _ row: Int) -> GridPacker.Item {
        GridPacker.Item(id: id, footprint: CellSize(width: width, height: height), column: column, row: row)
    }

    @Test func savedSlotsAreKeptWhenTheyFit() {
        let packed = GridPacker(columns: 4, rows: 6).pack([item("a", 2, 2, 0, 0), item("b", 2, 2, 2, 0), item("c", 4, 2, 0, 2)])
        #expect(packed.placed.map { "\($0.id)@\($0.column),\($0.row)" } == ["a@0,0", "b@2,0", "c@0,2"])
        #expect(packed.unplaced.isEmpty)
    }

    @Test func itemsOutsideANarrowGridReflowInReadingOrder() {
        // Two columns: b moves below a; the medium widget fits nowhere and is reported.
        let packed = GridPacker(columns: 2, rows: 6).pack([item("a", 2, 2, 0, 0), item("b", 2, 2, 2, 0), item("m", 4, 2, 0, 2)])
        #expect(packed.placed.map { "\($0.id)@\($0.column),\($0.row)" } == ["a@0,0", "b@0,2"])
        #expect(packed.unplaced == ["m"])
    }

    @Test func overlappingSavedSlotsGoToTheNextFreePlace() {
        let packed = GridPacker(columns: 4, rows: 6).pack([item("a", 2, 2, 0, 0), item("b", 2, 2, 1, 1)])
        #expect(packed.placed.map { "\($0.id)@\($0.column),\($0.row)" } == ["a@0,0", "b@2,0"])
    }

    @Test(arguments: [
        (0, SpatialFocus.Direction.right, Int?.some(1)), (0, .down, 2), (1, .left, 0), (1, .down, 3), (3, .up, 1),
        (2, .right, 3), (0, .up, nil), (0, .left, nil),
    ])
    func focusMovesToTheNearestTileInTheDirection(_ from: Int, _ direction: SpatialFocus.Direction, _ expected: Int?) {
        let frames = [
            CellRect(x: 0, y: 0, width: 22, height: 10), CellRect(x: 24, y: 0, width: 22, height: 10),
            CellRect(x: 0, y: 12, width: 22, height: 10), CellRect(x: 24, y: 12, width: 22, height: 10),
        ]
        #expect(SpatialFocus.move(from: from, direction, among: frames) == expected)
    }
}

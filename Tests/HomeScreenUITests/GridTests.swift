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
    func slotRowsAdaptToTheHeight(_ height: Int, _ rows: Int) {
        #expect(SlotGrid(profile: .iPhone, screen: CellSize(width: 80, height: height)).rows == rows)
    }

    @Test func aScreenSmallerThanASmallWidgetIsTooSmall() {
        #expect(SlotGrid(profile: .iPhone, screen: CellSize(width: 23, height: 40)).isTooSmall)
        #expect(SlotGrid(profile: .iPhone, screen: CellSize(width: 80, height: 14)).isTooSmall)
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

import CellGrid
@testable import HomeScreenUI
@testable import HostIO
import Testing
import WidgetEngine

/// Dropping a dragged tile (issue 39): on another tile the two swap, on free slots it moves;
/// nothing else moves, and what cannot be done is refused with the reason.
struct LayoutDropTests {
    let editor = LayoutEditor(profile: .iPhone)
    let layout = EditHarness.sampleLayout

    /// "id@column,row" for each item of page `page`, sorted.
    func places(_ layout: HomeLayout, page: Int = 0) -> [String] {
        LayoutEditorTests().places(layout, page: page).sorted()
    }

    @Test func twoOfOneSizeTradeSlots() throws {
        let edit = try editor.swap("alpha-1", with: "stack-1", in: layout)
        #expect(places(edit.layout) == ["alpha-1@0,4", "beta-1@2,0", "gamma-1@0,2", "stack-1@0,0"])
        #expect(edit.focus == "alpha-1")
        #expect(edit.note == "alpha-1 swapped with stack-1; u undoes")
    }

    @Test func aMediumDroppedOnALargeAboveItTakesTheTopAndTheLargeSlidesBelow() throws {
        let page = HomeLayout(pages: [
            HomePage(items: [
                .widget(EditHarness.widget("photos-1", "alpha", .systemLarge, 0, 0)),
                .widget(EditHarness.widget("gamma-1", "gamma", .systemMedium, 0, 4)),
            ])
        ])
        let edit = try editor.swap("gamma-1", with: "photos-1", in: page)
        #expect(edit.layout.pages.count == 1)
        #expect(places(edit.layout) == ["gamma-1@0,0", "photos-1@0,2"])
    }

    @Test func aSmallDroppedOnAMediumBelowItTradesRowsWithIt() throws {
        let page = HomeLayout(pages: [
            HomePage(items: [
                .widget(EditHarness.widget("beta-1", "beta", .systemSmall, 2, 0)),
                .widget(EditHarness.widget("gamma-1", "gamma", .systemMedium, 0, 2)),
            ])
        ])
        let edit = try editor.swap("beta-1", with: "gamma-1", in: page)
        #expect(places(edit.layout) == ["beta-1@0,2", "gamma-1@0,0"])
    }

    @Test func acrossPagesEachTakesTheOthersPlace() throws {
        let edit = try editor.swap("gamma-1", with: "alpha-2", in: layout)
        #expect(places(edit.layout) == ["alpha-1@0,0", "alpha-2@0,2", "beta-1@2,0", "stack-1@0,4"])
        #expect(places(edit.layout, page: 1) == ["gamma-1@0,0"])
    }

    @Test func whatDoesNotFitIsRefusedAndNothingMoves() throws {
        // The medium would cover alpha at the top, whichever way the two trade.
        #expect(throws: LayoutEditor.Refusal("gamma-1 and beta-1 do not fit in each other's places")) {
            try editor.swap("gamma-1", with: "beta-1", in: layout)
        }
        #expect(throws: LayoutEditor.Refusal("alpha-1 stays where it is")) { try editor.swap("alpha-1", with: "alpha-1", in: layout) }
    }

    @Test func onFreeSlotsItMovesThereAndOntoAnotherPage() throws {
        let edit = try editor.move("stack-1", toPage: 0, slot: CellPoint(x: 2, y: 4), in: layout)
        #expect(places(edit.layout) == ["alpha-1@0,0", "beta-1@2,0", "gamma-1@0,2", "stack-1@2,4"])
        #expect(edit.note == nil)
        // Past the grid's edge it is moved in.
        let clamped = try editor.move("stack-1", toPage: 0, slot: CellPoint(x: 3, y: 5), in: layout)
        #expect(places(clamped.layout).contains("stack-1@2,4"))
        let other = try editor.move("beta-1", toPage: 1, slot: CellPoint(x: 0, y: 3), in: layout)
        #expect(places(other.layout, page: 1) == ["alpha-2@0,0", "beta-1@0,3"])
        #expect(other.note == "beta-1 moved to page 2; u undoes")
        #expect(throws: LayoutEditor.Refusal("no room for stack-1 there")) {
            try editor.move("stack-1", toPage: 0, slot: CellPoint(x: 1, y: 2), in: layout)
        }
    }
}

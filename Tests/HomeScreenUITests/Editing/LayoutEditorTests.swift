import CellGrid
@testable import HomeScreenUI
@testable import HostIO
import Testing
import WidgetEngine

/// The packing rule of edit mode, on layouts (no screen).
struct LayoutEditorTests {
    let editor = LayoutEditor(profile: .iPhone)
    let layout = EditHarness.sampleLayout

    /// "id@column,row" for each item of page `page`, in file order.
    func places(_ layout: HomeLayout, page: Int = 0) -> [String] {
        layout.pages[page].items.map { "\($0.id)@\($0.column),\($0.row)" }
    }

    @Test(arguments: [
        // A small widget steps by its width and swaps with its neighbour of the same size.
        ("alpha-1", SpatialFocus.Direction.right, ["alpha-1@2,0", "beta-1@0,0", "gamma-1@0,2", "stack-1@0,4"]),
        ("beta-1", .left, ["alpha-1@2,0", "beta-1@0,0", "gamma-1@0,2", "stack-1@0,4"]),
        // Down onto the stack: the stack takes the first free place, gamma's old one.
        ("gamma-1", .down, ["alpha-1@0,0", "beta-1@2,0", "gamma-1@0,4", "stack-1@0,2"]),
        // Onto a free place: nothing else moves.
        ("stack-1", .right, ["alpha-1@0,0", "beta-1@2,0", "gamma-1@0,2", "stack-1@2,4"]),
    ])
    func movesReflowWhatTheyLandOn(_ id: String, _ direction: SpatialFocus.Direction, _ expected: [String]) throws {
        let edit = try editor.move(id, direction, in: layout)
        #expect(places(edit.layout).sorted() == expected.sorted())
        #expect(edit.focus == id)
    }

    @Test func aDisplacedItemWithNoRoomGoesToTheNextPage() throws {
        // alpha down to row 2 covers the medium gamma, which has no 4x2 place left on page 1.
        let edit = try editor.move("alpha-1", .down, in: layout)
        #expect(edit.note == "gamma-1 moved to page 2 (no room on page 1); u undoes")
        #expect(places(edit.layout) == ["alpha-1@0,2", "beta-1@2,0", "stack-1@0,4"])
        #expect(places(edit.layout, page: 1) == ["alpha-2@0,0", "gamma-1@0,2"])
    }

    @Test func aMediumMovedOntoALargeSwapsWithItOnItsPage() throws {
        // Issue 39: `K` on a medium under a large sent the large to another page.
        let page = HomeLayout(pages: [
            HomePage(items: [
                .widget(EditHarness.widget("photos-1", "alpha", .systemLarge, 0, 0)),
                .widget(EditHarness.widget("gamma-1", "gamma", .systemMedium, 0, 4)),
            ])
        ])
        let up = try editor.move("gamma-1", .up, in: page)
        #expect(up.note == nil)
        #expect(up.layout.pages.count == 1)
        #expect(places(up.layout).sorted() == ["gamma-1@0,0", "photos-1@0,2"])
        let down = try editor.move("gamma-1", .down, in: up.layout)
        #expect(down.note == nil)
        #expect(places(down.layout).sorted() == ["gamma-1@0,4", "photos-1@0,0"])
    }

    @Test func pastTheEdgeAnItemGoesToTheNeighbouringPage() throws {
        let right = try editor.move("beta-1", .right, in: layout)
        #expect(places(right.layout) == ["alpha-1@0,0", "gamma-1@0,2", "stack-1@0,4"])
        #expect(places(right.layout, page: 1) == ["alpha-2@0,2", "beta-1@0,0"])
        // alpha-2 (medium) lands at the top left of page 1 and covers alpha and beta: alpha
        // takes the free place at the bottom, beta has none and goes to page 2.
        let left = try editor.move("alpha-2", .left, in: layout)
        #expect(places(left.layout) == ["alpha-1@2,4", "gamma-1@0,2", "stack-1@0,4", "alpha-2@0,0"])
        #expect(places(left.layout, page: 1) == ["beta-1@0,0"])
        #expect(left.note == "beta-1 moved to page 2 (no room on page 1); u undoes")
        #expect(throws: LayoutEditor.Refusal("alpha-1 is at the top of its page")) { try editor.move("alpha-1", .up, in: layout) }
        #expect(throws: LayoutEditor.Refusal("alpha-1 is on the first page")) { try editor.move("alpha-1", .left, in: layout) }
        #expect(throws: LayoutEditor.Refusal("alpha-2 is alone on the last page")) { try editor.move("alpha-2", .right, in: layout) }
    }

    @Test func stackingMakesAStackOrAddsToOneWithTheMovedWidgetsOnTop() throws {
        let made = try editor.stack("alpha-1", onto: "beta-1", in: layout)
        #expect(made.focus == "stack-2")
        let stack = try #require(made.layout.item("stack-2")?.stack)
        #expect(stack.members.map(\.id.rawValue) == ["alpha-1", "beta-1"])
        #expect((stack.column, stack.row, stack.smartRotate) == (2, 0, true))
        #expect(made.layout.item("alpha-1") == nil)
        let grown = try editor.stack("beta-1", onto: "stack-1", in: layout)
        #expect(grown.layout.item("stack-1")?.widgets.map(\.id.rawValue) == ["beta-1", "delta-1", "tuner-1"])
        #expect(throws: LayoutEditor.Refusal("gamma-1 is medium and stack-1 is small; a stack holds widgets of one family")) {
            try editor.stack("gamma-1", onto: "stack-1", in: layout)
        }
    }

    @Test func theEleventhWidgetOfAStackIsRefused() throws {
        var full = layout
        let members = (1...10).map { EditHarness.widget("m-\($0)", "delta") }
        full.pages[0].items[3] = .stack(StackItem(id: "stack-1", family: .systemSmall, column: 0, row: 4, members: members))
        #expect(throws: LayoutEditor.Refusal("stack-1 already holds 10 widgets; a stack holds at most 10")) {
            try editor.stack("alpha-1", onto: "stack-1", in: full)
        }
        var nine = layout
        nine.pages[0].items[3] = .stack(
            StackItem(id: "stack-1", family: .systemSmall, column: 0, row: 4, members: Array(members.prefix(9))))
        #expect(try editor.stack("alpha-1", onto: "stack-1", in: nine).layout.item("stack-1")?.widgets.count == 10)
    }

    @Test func membersAreReorderedAndTakenOut() throws {
        let reordered = try editor.moveMember(WidgetInstanceID(rawValue: "delta-1"), of: "stack-1", by: 1, in: layout)
        #expect(reordered.layout.item("stack-1")?.widgets.map(\.id.rawValue) == ["tuner-1", "delta-1"])
        #expect(throws: LayoutEditor.Refusal("delta-1 is already first in stack-1")) {
            try editor.moveMember(WidgetInstanceID(rawValue: "delta-1"), of: "stack-1", by: -1, in: layout)
        }
        // Two members: taking one out leaves a plain widget where the stack was.
        let out = try editor.takeOut(WidgetInstanceID(rawValue: "delta-1"), of: "stack-1", in: layout)
        #expect(places(out.layout).sorted() == ["alpha-1@0,0", "beta-1@2,0", "delta-1@2,4", "gamma-1@0,2", "tuner-1@0,4"])
        #expect(out.layout.item("stack-1") == nil)
        #expect(out.focus == "delta-1")
    }

    @Test func removingTheLastItemOfAPageDropsThePage() throws {
        let removed = try editor.remove("alpha-2", in: layout)
        #expect(removed.layout.pages.count == 1)
        let stackGone = try editor.remove("stack-1", in: layout)
        #expect(stackGone.layout.instances.map(\.id.rawValue) == ["alpha-1", "beta-1", "gamma-1", "alpha-2"])
    }
}

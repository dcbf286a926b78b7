import CellGrid
import Foundation
@testable import HomeScreenUI
@testable import HostIO
import Terminal
import Testing
import TestSupport
import WidgetEngine

/// Edit mode headless: keys in at fixed instants, the screen and the layout file out.
@MainActor
struct EditModeTests {
    @Test func editModeOutlinesEveryTileAndShowsTheKeys() async throws {
        let h = try await EditHarness(layout: EditHarness.sampleLayout)
        h.press(.character("e"))
        #expect(h.screen.isEditing)
        #expect(h.statusBar.contains("EDIT ⇧←↑↓→ move  m stack  x remove  u undo  ? keys"))
        Snapshot.assert(h.text, named: "edit-mode")
        h.press(.escape)
        #expect(!h.screen.isEditing)
        #expect(!h.text.contains("┄"))
    }

    @Test func aClickInEditModeSelectsTheTileUnderIt() async throws {
        // Issue 39: in edit mode a click did nothing.
        let h = try await EditHarness(layout: EditHarness.sampleLayout)
        h.press(.character("e"))
        #expect(h.screen.selection == "alpha-1")
        let gamma = SlotGrid(profile: .iPhone, screen: CellSize(width: 80, height: 40)).frame(column: 0, row: 2, family: .systemMedium)
        _ = h.screen.click(CellPoint(x: gamma.minX + 3, y: gamma.minY + 1))
        #expect(h.screen.isEditing)
        #expect(h.screen.selection == "gamma-1")
        h.press(.shiftDown) // and the keys act on it
        #expect(h.screen.selection == "gamma-1")
        #expect(h.screen.layout.item("gamma-1")?.row == 4)
    }

    @Test func shiftRightSwapsTwoSmallWidgetsAndSavesTheFile() async throws {
        let h = try await EditHarness(layout: EditHarness.sampleLayout)
        h.press(.character("e"), .shiftRight)
        #expect(h.screen.selection == "alpha-1")
        #expect(h.screen.pageItemIDs == ["beta-1", "alpha-1", "gamma-1", "stack-1"])
        Snapshot.assert(h.text, named: "edit-move-right")
        #expect(
            h.fileText == EditHarness.banner + """

                [[page]]

                [[page.widget]]
                id = "alpha-1"
                kind = "alpha"
                family = "small"
                column = 2
                row = 0

                [[page.widget]]
                id = "beta-1"
                kind = "beta"
                family = "small"
                column = 0
                row = 0

                [[page.widget]]
                id = "gamma-1"
                kind = "gamma"
                family = "medium"
                column = 0
                row = 2

                [[page.stack]]
                id = "stack-1"
                family = "small"
                column = 0
                row = 4
                smart_rotate = true

                [[page.stack.member]]
                id = "delta-1"
                kind = "delta"

                [[page.stack.member]]
                id = "tuner-1"
                kind = "tuner"

                [[page]]

                [[page.widget]]
                id = "alpha-2"
                kind = "alpha"
                family = "medium"
                column = 0
                row = 0

                """)
    }

    @Test(arguments: [
        (Key.shiftRight, "alpha-1", ["alpha-1@2,0", "beta-1@0,0", "gamma-1@0,2", "stack-1@0,4"]),
        (Key.character("L"), "alpha-1", ["alpha-1@2,0", "beta-1@0,0", "gamma-1@0,2", "stack-1@0,4"]),
        (Key.shiftLeft, "beta-1", ["alpha-1@2,0", "beta-1@0,0", "gamma-1@0,2", "stack-1@0,4"]),
        (Key.character("H"), "beta-1", ["alpha-1@2,0", "beta-1@0,0", "gamma-1@0,2", "stack-1@0,4"]),
        // gamma (medium) up to row 0 covers alpha and beta, which reflow into its old place.
        (Key.shiftUp, "gamma-1", ["alpha-1@0,2", "beta-1@2,2", "gamma-1@0,0", "stack-1@0,4"]),
        (Key.character("K"), "gamma-1", ["alpha-1@0,2", "beta-1@2,2", "gamma-1@0,0", "stack-1@0,4"]),
        (Key.shiftDown, "gamma-1", ["alpha-1@0,0", "beta-1@2,0", "gamma-1@0,4", "stack-1@0,2"]),
        (Key.character("J"), "gamma-1", ["alpha-1@0,0", "beta-1@2,0", "gamma-1@0,4", "stack-1@0,2"]),
    ])
    func shiftedArrowsAndCapitalLettersMoveTheSelectedItem(_ key: Key, _ id: String, _ expected: [String]) async throws {
        let h = try await EditHarness(layout: EditHarness.sampleLayout)
        h.select(id)
        h.press(.character("e"), key)
        #expect(places(h.screen.layout) == expected)
        #expect(h.screen.selection == id)
        #expect(h.fileText == LayoutFile.encode(h.screen.layout))
    }

    @Test func aRefusedMoveSaysWhyAndChangesNothing() async throws {
        let h = try await EditHarness(layout: EditHarness.sampleLayout)
        let before = h.fileText
        h.press(.character("e"), .shiftUp)
        #expect(h.statusBar.contains("alpha-1 is at the top of its page"))
        #expect(h.fileText == before)
    }

    @Test func removeTakesTheInstanceOutOfTheEngineAndUndoBringsItBack() async throws {
        let h = try await EditHarness(layout: EditHarness.sampleLayout)
        h.select("beta-1")
        h.press(.character("e"), .character("x"))
        #expect(h.screen.engine.states[WidgetInstanceID(rawValue: "beta-1")] == nil)
        #expect(h.screen.pageItemIDs == ["alpha-1", "gamma-1", "stack-1"])
        #expect(h.statusBar.contains("Removed beta-1; u undoes"))
        #expect(!h.fileText.contains("beta-1"))
        Snapshot.assert(h.text, named: "edit-removed")
        h.press(.character("u"))
        #expect(h.screen.layout == EditHarness.sampleLayout)
        #expect(h.fileText == LayoutFile.encode(EditHarness.sampleLayout))
        // What it showed comes back at once (marked stale until its reload arrives).
        #expect(h.screen.engine.display(WidgetInstanceID(rawValue: "beta-1"), at: h.now)?.source == .entry(index: 0))
        await h.deliverAll()
        #expect(h.screen.engine.display(WidgetInstanceID(rawValue: "beta-1"), at: h.now)?.staleSince == nil)
        h.press(.character("u"))
        #expect(h.statusBar.contains("Nothing to undo"))
    }

    /// Removing the only widget of the last page drops the page; undo goes back to it and
    /// selects the widget it restored.
    @Test func undoingARemovalShowsAndSelectsWhatItRestored() async throws {
        var layout = EditHarness.sampleLayout
        layout.pages.append(HomePage(items: [.widget(EditHarness.widget("omega-1", "alpha", .systemSmall, 0, 0))]))
        let h = try await EditHarness(layout: layout)
        h.select("omega-1")
        #expect(h.screen.page == 2)
        h.press(.character("e"), .character("x"))
        #expect(h.screen.page == 1)
        h.select("gamma-1")
        h.press(.character("u"))
        #expect(h.screen.layout == layout)
        #expect(h.screen.page == 2)
        #expect(h.screen.selection == "omega-1")
        #expect(h.statusBar.contains("Undone: omega-1 is back"), "\(h.statusBar)")
        #expect(h.statusBar.contains("3/3"), "\(h.statusBar)")
    }

    @Test func undoStepsBackThroughSeveralEdits() async throws {
        let h = try await EditHarness(layout: EditHarness.sampleLayout)
        h.press(.character("e"), .shiftRight, .shiftDown)
        #expect(places(h.screen.layout) != places(EditHarness.sampleLayout))
        h.press(.character("u"), .character("u"))
        #expect(h.screen.layout == EditHarness.sampleLayout)
        #expect(h.fileText == LayoutFile.encode(EditHarness.sampleLayout))
    }

    @Test func mThenADirectionMakesAStackWithTheMovedWidgetOnTop() async throws {
        let h = try await EditHarness(layout: EditHarness.sampleLayout)
        h.press(.character("e"), .character("m"))
        #expect(h.statusBar.contains("stack onto: ←↑↓→"))
        h.press(.right)
        #expect(h.screen.selection == "stack-2")
        #expect(h.screen.pageItemIDs == ["stack-2", "gamma-1", "stack-1"])
        #expect(h.screen.engine.states.count == 6) // every instance stays placed
        Snapshot.assert(h.text, named: "edit-stacked")
        #expect(
            h.fileText.contains(
                """
                [[page.stack]]
                id = "stack-2"
                family = "small"
                column = 2
                row = 0
                smart_rotate = true

                [[page.stack.member]]
                id = "alpha-1"
                kind = "alpha"

                [[page.stack.member]]
                id = "beta-1"
                kind = "beta"
                """))
        #expect(!h.fileText.contains("id = \"beta-1\"\nkind = \"beta\"\nfamily"))
    }

    @Test func stackMembersAreChosenReorderedAndTakenOut() async throws {
        let h = try await EditHarness(layout: EditHarness.sampleLayout)
        h.select("stack-1")
        h.press(.character("e"), .character(">")) // tuner on top
        #expect(h.screen.selectedItem?.instance?.rawValue == "tuner-1")
        h.press(.character(",")) // tuner first in the stack's order
        #expect(h.screen.layout.item("stack-1")?.widgets.map(\.id.rawValue) == ["tuner-1", "delta-1"])
        #expect(
            h.fileText.contains(
                """
                [[page.stack.member]]
                id = "tuner-1"
                kind = "tuner"

                [[page.stack.member]]
                id = "delta-1"
                kind = "delta"
                """))
        #expect(h.screen.selectedItem?.instance?.rawValue == "tuner-1")
        h.press(.character("o")) // out onto the first free place; delta stays alone
        #expect(h.screen.selection == "tuner-1")
        #expect(places(h.screen.layout) == ["alpha-1@0,0", "beta-1@2,0", "gamma-1@0,2", "delta-1@0,4", "tuner-1@2,4"])
        Snapshot.assert(h.text, named: "edit-taken-out")
        #expect(
            h.fileText.contains(
                """
                [[page.widget]]
                id = "delta-1"
                kind = "delta"
                family = "small"
                column = 0
                row = 4

                [[page.widget]]
                id = "tuner-1"
                kind = "tuner"
                family = "small"
                column = 2
                row = 4

                [[page]]
                """))
        #expect(!h.fileText.contains("[[page.stack]]"))
        #expect(h.screen.engine.states.count == 6)
    }

    @Test func theEleventhMemberIsRefusedWithAMessage() async throws {
        let full = StackItem(
            id: "stack-9", family: .systemSmall, column: 2, row: 0,
            members: (1...10).map { EditHarness.widget("d-\($0)", "delta") })
        let layout = HomeLayout(pages: [
            HomePage(items: [
                .widget(EditHarness.widget("alpha-1", "alpha", .systemSmall, 0, 0)), .stack(full),
                .widget(EditHarness.widget("gamma-1", "gamma", .systemMedium, 0, 2)),
            ])
        ])
        let h = try await EditHarness(layout: layout)
        let before = h.fileText
        h.press(.character("e"), .character("m"), .right)
        #expect(h.screen.toast?.text == "stack-9 already holds 10 widgets; a stack holds at most 10")
        #expect(h.screen.layout == layout)
        #expect(h.fileText == before)
        h.press(.character("m"), .down)
        #expect(h.screen.toast?.text == "alpha-1 is small and gamma-1 is medium; a stack holds widgets of one family")
        h.press(.character("m"), .up)
        #expect(h.statusBar.contains("No widget that way to stack onto"))
        #expect(h.fileText == before)
    }

    func places(_ layout: HomeLayout, page: Int = 0) -> [String] {
        layout.pages[page].items.map { "\($0.id)@\($0.column),\($0.row)" }
    }
}

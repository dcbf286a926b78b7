import CellGrid
import Foundation
@testable import HomeScreenUI
@testable import HostIO
import Terminal
import Testing
import TestSupport

/// The mouse everywhere (issue 39): the wheel turns pages and scrolls sheets; clicks on the
/// page dots, the status bar's key hints, the gallery's rows and size tabs; a tile dragged in
/// edit mode swaps with the tile it is dropped on, or moves to the free slots it lands on.
@MainActor
struct MouseTests {
    /// The cell where `label` starts on `text`'s screen (the last row showing it).
    static func point(of label: String, in text: String) -> CellPoint? {
        let rows = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let row = rows.lastIndex(where: { $0.contains(label) }), let range = rows[row].range(of: label) else { return nil }
        return CellPoint(x: DisplayWidth.of(String(rows[row][..<range.lowerBound])), y: row)
    }

    @Test func theWheelTurnsPagesAndAClickOnADotShowsItsPage() async throws {
        let driver = await ScreenDriver(size: CellSize(width: 80, height: 40)) // the demo layout: 2 pages
        let pilot = driver.screen
        pilot.click(CellPoint(x: 10, y: 10), kind: .scrollDown)
        #expect(pilot.page == 1)
        #expect(driver.text().contains("page 2/2"))
        pilot.click(CellPoint(x: 10, y: 10), kind: .scrollDown) // past the last: stays
        #expect(pilot.page == 1)
        pilot.click(CellPoint(x: 10, y: 10), kind: .scrollUp)
        #expect(pilot.page == 0)
        let dots = try #require(Self.point(of: "● ○", in: driver.text()))
        pilot.click(CellPoint(x: dots.x + 2, y: dots.y))
        #expect(pilot.page == 1)
        pilot.click(dots)
        #expect(pilot.page == 0)
    }

    /// At 80 x 24 the wheel turns pages, so the widgets below a page's first rows were out of
    /// the mouse's reach: a click on `▼ more` selects the nearest widget below (the page
    /// scrolls to it), one on `▲ more` the nearest above.
    @Test func aClickOnMoreScrollsToTheNearestWidgetThatWay() async throws {
        let driver = await ScreenDriver(size: CellSize(width: 80, height: 24)) // the demo layout
        let pilot = driver.screen
        let below = try #require(Self.point(of: "▼ more", in: driver.text()))
        #expect(!driver.text().contains("Pull requests"))
        pilot.click(below)
        await driver.step(at: Fixtures.instant)
        #expect(pilot.screen.model.navigation.selection == "pullrequests-1")
        let scrolled = driver.text()
        #expect(scrolled.contains("Pull requests") && !scrolled.contains("▼ more"))
        let above = try #require(Self.point(of: "▲ more", in: scrolled))
        pilot.click(above)
        // The showcase is in view: the nearest wholly above is the top row's, its leftmost.
        #expect(pilot.screen.model.navigation.selection == "clock-1")
        #expect(pilot.screen.model.navigation.scroll == 0)
        #expect(!driver.text().contains("▲ more"))
    }

    @Test func aClickOnAStatusBarHintIsItsKey() async throws {
        let driver = await ScreenDriver(size: CellSize(width: 100, height: 40))
        let pilot = driver.screen
        let page = try #require(Self.point(of: "] page", in: driver.text()))
        pilot.click(page)
        #expect(pilot.page == 1)
        let help = try #require(Self.point(of: "help", in: driver.text()))
        pilot.click(help) // the word after the key runs it too
        #expect(driver.text().contains("homescreen keys"))
    }

    @Test func galleryRowsTabsAndTheWheel() async throws {
        let driver = await ScreenDriver(size: CellSize(width: 100, height: 40))
        let pilot = driver.screen
        driver.press(.character("g"))
        let first = try #require(pilot.gallery?.highlightedKind)
        // The wheel moves the highlight as ↓ does.
        pilot.click(CellPoint(x: 20, y: 5), kind: .scrollDown)
        let second = try #require(pilot.gallery?.highlightedKind)
        #expect(second != first)
        // A click on a row highlights its kind.
        let name = try #require(pilot.gallery?.entries.first { $0.kind == first }?.displayName)
        let before = pilot.layout.pages.flatMap(\.items).count
        pilot.click(try #require(Self.point(of: "  " + name, in: driver.text())))
        #expect(pilot.gallery?.highlightedKind == first)
        // A click on a size's tab chooses it; a double click adds it.
        #expect(pilot.gallery?.family == .systemSmall)
        let medium = try #require(Self.point(of: "medium", in: driver.text()))
        pilot.click(medium)
        #expect(pilot.gallery?.family == .systemMedium)
        pilot.click(medium, kind: .doubleClick)
        #expect(pilot.gallery == nil)
        let added = pilot.layout.pages.flatMap(\.items)
        #expect(added.count == before + 1)
        #expect(added.contains { $0.widgets.first?.kind == first && $0.family == .systemMedium })
    }

    @Test func theGallerysKeyHintsAreButtons() async throws {
        let driver = await ScreenDriver(size: CellSize(width: 100, height: 40))
        driver.press(.character("g"))
        let close = try #require(Self.point(of: "Esc close", in: driver.text()))
        driver.screen.click(close)
        #expect(driver.screen.gallery == nil)
    }

    @Test func aTileDraggedOntoAnotherSwapsWithItAndUUndoes() async throws {
        let h = try await EditHarness(layout: EditHarness.sampleLayout)
        h.press(.character("e"))
        let grid = SlotGrid(profile: .iPhone, screen: CellSize(width: 80, height: 40))
        let alpha = grid.frame(column: 0, row: 0, family: .systemSmall)
        let stack = grid.frame(column: 0, row: 4, family: .systemSmall)
        h.screen.click(CellPoint(x: alpha.minX + 3, y: alpha.minY + 2), held: true)
        #expect(h.statusBar.contains("moving alpha-1: drop on a widget to swap"))
        h.screen.click(CellPoint(x: stack.minX + 5, y: stack.minY + 1), kind: .release)
        #expect(h.screen.isEditing)
        #expect(h.screen.layout.item("alpha-1")?.row == 4)
        #expect(h.screen.layout.item("stack-1")?.row == 0)
        #expect(h.fileText.contains("row = 4"))
        #expect(h.statusBar.contains("alpha-1 swapped with stack-1; u undoes"))
        h.press(.character("u"))
        #expect(h.screen.layout.item("alpha-1")?.row == 0)
        #expect(h.screen.layout.item("stack-1")?.row == 4)
    }

    @Test func aTileDroppedOnFreeSlotsMovesThereAndAClickIsNoDrag() async throws {
        let h = try await EditHarness(layout: EditHarness.sampleLayout)
        h.press(.character("e"))
        let grid = SlotGrid(profile: .iPhone, screen: CellSize(width: 80, height: 40))
        let stack = grid.frame(column: 0, row: 4, family: .systemSmall)
        let free = grid.frame(column: 2, row: 4, family: .systemSmall)
        h.screen.drag(from: CellPoint(x: stack.minX + 1, y: stack.minY + 1), to: CellPoint(x: free.minX + 2, y: free.minY + 3))
        #expect(h.screen.layout.item("stack-1")?.column == 2)
        // A click (pressed and released at once) starts no drag: a release later moves nothing.
        let beta = grid.frame(column: 2, row: 0, family: .systemSmall)
        h.screen.click(CellPoint(x: beta.minX + 1, y: beta.minY + 1))
        h.screen.click(CellPoint(x: 1, y: 30), kind: .release)
        #expect(h.screen.layout.item("beta-1")?.column == 2)
        #expect(h.screen.layout.item("beta-1")?.row == 0)
    }
}

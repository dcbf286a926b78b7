import BundledWidgets
import CellGrid
import Foundation
@testable import HomeScreenUI
import HostIO
import Testing
import TestSupport
import WidgetEngine

/// A wide terminal shows pages side by side: the selection, page keys, page dots, edit mode
/// and resizing work across the pages shown.
@MainActor
struct WideTerminalTests {
    func makeScreen(size: CellSize, layout: HomeLayout = .demo, config: HomeConfig = .defaults) async -> Pilot {
        let screen = HomeScreen(
            catalog: BundledWidgets.testCatalog, layout: layout, themes: [.monochrome], themeIndex: 0, store: nil,
            screenSize: size, timeZone: Fixtures.utc, locale: Fixtures.locale, config: config)
        let pilot = Pilot(screen, size: size)
        await pilot.start()
        return pilot
    }

    /// Four pages of the demo layout: the two of ``HomeLayout/demo`` and two more.
    static let fourPages: HomeLayout = {
        var layout = HomeLayout.demo
        for page in 3...4 {
            layout.pages.append(
                HomePage(items: [
                    .widget(
                        WidgetItem(
                            id: WidgetInstanceID(rawValue: "clock-p\(page)"), kind: "clock", family: .systemMedium, column: 0, row: 0)),
                    .widget(
                        WidgetItem(
                            id: WidgetInstanceID(rawValue: "trophies-p\(page)"), kind: "trophies", family: .systemSmall, column: 0, row: 2)),
                ]))
        }
        return layout
    }()

    @Test func theDefaultLayoutShowsTwiceTheWidgetsAt240x70ThatItShowsAt120x40() async {
        let narrow = await makeScreen(size: CellSize(width: 120, height: 40), layout: LayoutFile.defaultLayout())
        let wide = await makeScreen(size: CellSize(width: 240, height: 70), layout: LayoutFile.defaultLayout())
        #expect(narrow.pageItemIDs.count == 6)
        #expect(wide.pageItemIDs.count == 14)
        #expect(wide.pageItemIDs.count >= 2 * narrow.pageItemIDs.count)
        #expect(wide.text.contains("pages 1-4/4"))
    }

    @Test(arguments: [(80, 1), (100, 2), (120, 2), (160, 3), (240, 4)])
    func pagesStandSideBySideAsTheWidthAllows(width: Int, across: Int) {
        let grid = SlotGrid(profile: .iPhone, screen: CellSize(width: width, height: 40))
        #expect(grid.pagesAcross == across)
        let used = across * grid.pageStride - grid.pageGap
        #expect(grid.origin.x == (width - used) / 2)
        #expect(grid.spread(showing: 2, of: 5) == (2 / across * across)..<min(5, 2 / across * across + across))
    }

    @Test func configFixesHowManyPagesStandSideBySide() async {
        let one = await makeScreen(size: CellSize(width: 240, height: 40), config: HomeConfig(pagesAcross: 1))
        #expect(one.pageItemIDs == ["clock-1", "stack-1", "showcase-1", "pullrequests-1"])
        #expect(one.text.contains("page 1/2"))
        let two = await makeScreen(size: CellSize(width: 240, height: 40), layout: Self.fourPages, config: HomeConfig(pagesAcross: 2))
        #expect(two.text.contains("pages 1-2/4"))
    }

    @Test(arguments: [120, 180, 240])
    func theHomeScreenAtWidth(_ width: Int) async {
        let screen = await makeScreen(size: CellSize(width: width, height: 40), layout: Self.fourPages)
        Snapshot.assert(screen.text, named: "home-wide-\(width)x40")
    }

    @Test func arrowsCrossToThePageBesideAndPageKeysTurnTheSpread() async {
        let screen = await makeScreen(size: CellSize(width: 120, height: 40), layout: Self.fourPages)
        #expect(screen.text.contains("pages 1-2/4"))
        #expect(screen.text.contains("● ● ○ ○"))
        screen.press(.right)
        #expect(screen.selection == "stack-1")
        screen.press(.right)
        #expect(screen.selection == "clock-2")
        #expect(screen.page == 1)
        screen.press(.left)
        #expect(screen.selection == "stack-1")
        #expect(screen.page == 0)
        screen.press(.character("]"))
        #expect(screen.page == 2)
        #expect(screen.selection == "clock-p3")
        #expect(screen.text.contains("pages 3-4/4"))
        #expect(screen.text.contains("○ ○ ● ●"))
        screen.press(.character("["))
        #expect(screen.page == 0)
        #expect(screen.text.contains("pages 1-2/4"))
    }

    @Test func aClickSelectsOnThePageBeside() async {
        let screen = await makeScreen(size: CellSize(width: 120, height: 40), layout: Self.fourPages)
        let grid = SlotGrid(profile: .iPhone, screen: CellSize(width: 120, height: 40))
        screen.click(CellPoint(x: grid.origin.x + grid.pageStride + 3, y: grid.origin.y + 2))
        #expect(screen.selection == "clock-2")
        #expect(screen.page == 1)
    }

    @Test func resizingKeepsTheSelection() async {
        let screen = await makeScreen(size: CellSize(width: 240, height: 40), layout: Self.fourPages)
        screen.screen.settleSelection(on: "trophies-p4")
        #expect(screen.page == 3)
        screen.resize(to: CellSize(width: 80, height: 40))
        #expect(screen.selection == "trophies-p4")
        #expect(screen.page == 3)
        #expect(screen.text.contains("page 4/4"))
        screen.resize(to: CellSize(width: 120, height: 40))
        #expect(screen.selection == "trophies-p4")
        #expect(screen.text.contains("pages 3-4/4"))
        screen.resize(to: CellSize(width: 240, height: 40))
        #expect(screen.selection == "trophies-p4")
        #expect(Set(screen.pageItemIDs) == Set(Self.fourPages.pages.flatMap(\.items).map(\.id)))
    }

    @Test func editModeActsOnThePageOfTheSelection() async throws {
        let screen = await makeScreen(size: CellSize(width: 120, height: 40), layout: Self.fourPages)
        screen.press(.right, .right)
        #expect(screen.selection == "clock-2")
        screen.press(.character("e"), .character("x"))
        #expect(screen.layout.pages[1].items.map(\.id) == ["trophies-2"])
        #expect(screen.layout.pages[0].items.count == 4)
        screen.press(.character("u"))
        #expect(screen.layout.pages[1].items.map(\.id) == ["clock-2", "trophies-2"])
    }
}

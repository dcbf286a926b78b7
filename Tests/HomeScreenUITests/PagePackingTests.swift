import CellGrid
import Foundation
@testable import HomeScreenUI
@testable import HostIO
import Testing
import TestSupport
import WidgetEngine

/// When every layout page fits the grid as saved, screen pages are packed one at a time, as
/// they are shown (a start with thousands of pages packs one); they are the pages that packing
/// the whole layout gives. When one does not fit, the whole layout is packed, flowing onto
/// more screen pages.
@MainActor
@Suite struct PagePackingTests {
    /// `pages` layout pages of small widgets and a stack, six places to a page.
    private func layout(pages: Int) -> HomeLayout {
        HomeLayout(
            pages: (0..<pages).map { page in
                HomePage(items: [
                    .widget(
                        WidgetItem(id: WidgetInstanceID(rawValue: "alpha-\(page)"), kind: "alpha", family: .systemSmall, column: 2, row: 0)),
                    .widget(
                        WidgetItem(id: WidgetInstanceID(rawValue: "beta-\(page)"), kind: "beta", family: .systemSmall, column: 0, row: 0)),
                    .stack(
                        StackItem(
                            id: "stack-\(page)", family: .systemSmall, column: 0, row: 2,
                            members: [
                                WidgetItem(id: WidgetInstanceID(rawValue: "delta-\(page)"), kind: "delta", family: .systemSmall),
                                WidgetItem(id: WidgetInstanceID(rawValue: "tuner-\(page)"), kind: "tuner", family: .systemSmall),
                            ])),
                    .widget(
                        WidgetItem(id: WidgetInstanceID(rawValue: "gamma-\(page)"), kind: "gamma", family: .systemMedium, column: 0, row: 4)
                    ),
                ])
            })
    }

    private func screen(_ layout: HomeLayout, width: Int, height: Int = 40) -> Pilot {
        let screen = Pilot(

            HomeScreen(
                catalog: EditTestWidgets.catalog, layout: layout, themes: [.monochrome], themeIndex: 0, store: nil,
                screenSize: CellSize(width: width, height: height), timeZone: Fixtures.utc, locale: Fixtures.locale), at: Fixtures.instant)
        screen.startHoldingCalls()
        return screen
    }

    /// A page as text: each item's id, frame, instance and stack members.
    private func describe(_ page: ScreenPage?) -> String {
        guard let page else { return "none" }
        let items = page.items.map { item in
            "\(item.id)@\(item.frame.minX),\(item.frame.minY) \(item.frame.width)x\(item.frame.height) \(item.instance?.rawValue ?? "-")"
                + (item.stack.map { " [\($0.members.map(\.id.rawValue).joined(separator: ","))/\($0.top)]" } ?? "")
        }
        return "\(page.layoutPage): " + items.joined(separator: "; ") + " tooLarge=\(page.tooLarge)"
    }

    @Test func pagesPackedOneAtATimeAreThoseOfPackingTheWholeLayout() {
        let screen = screen(layout(pages: 12), width: 80)
        let model = screen.model
        #expect(model.pageCount == 12)
        // Only what was asked for is packed, in reading order of the saved slots.
        #expect(model.home.pages.packed == nil)
        #expect(model.pageItems(for: 0).map(\.id) == ["beta-0", "alpha-0", "stack-0", "gamma-0"])
        #expect(model.home.pages.packedOne.keys.sorted() == [0])
        for index in 0..<12 { #expect(describe(model.screenPage(index)) == describe(model.home.screenPages[index])) }
        #expect(model.screenPage(12) == nil)
        model.home.settleSelection(on: "gamma-7")
        #expect(model.navigation.page == 7)
    }

    @Test func aGridTooNarrowForTheSavedSlotsPacksTheWholeLayout() {
        // Two slot columns: a medium widget fits nowhere, the small ones flow below one another
        // (the page scrolls), so a layout page stays one screen page.
        let screen = screen(layout(pages: 3), width: 30, height: 24)
        let model = screen.model
        #expect(model.grid.columns == 2)
        #expect(model.pageCount == 3)
        #expect(model.pageItems(for: 0).map(\.id) == ["beta-0", "alpha-0", "stack-0"])
        // Packed whole, not a page at a time.
        #expect(model.home.pages.packed != nil && model.home.pages.packedOne.isEmpty)
        #expect(model.home.screenPages.contains { !$0.tooLarge.isEmpty })
        model.home.settleSelection(on: "beta-2")
        #expect(model.pageItems(for: model.navigation.page).contains { $0.id == "beta-2" })
    }

    @Test func overlappingItemsArePackedAsBefore() {
        // Hand-made (the layout file refuses it): a page of six small widgets and a seventh in
        // the first one's slot: seven do not fit one screen page.
        let full = HomePage(
            items: (0..<6).map { index in
                .widget(
                    WidgetItem(
                        id: WidgetInstanceID(rawValue: "small-\(index)"), kind: "alpha", family: .systemSmall, column: index % 2 * 2,
                        row: index / 2 * 2))
            } + [.widget(WidgetItem(id: WidgetInstanceID(rawValue: "extra"), kind: "alpha", family: .systemSmall, column: 0, row: 0))])
        let model = screen(HomeLayout(pages: [full] + layout(pages: 1).pages), width: 80).model
        #expect(model.pageCount == 3)
        // The seventh in reading order (the extra one takes the next free slot) flows on.
        #expect(model.pageItems(for: 1).map(\.id) == ["small-5"])
        #expect(model.pageItems(for: 0).contains { $0.id == "extra" })
        #expect(model.pageItems(for: 2).map(\.id) == ["beta-0", "alpha-0", "stack-0", "gamma-0"])
    }

    @Test func packedPagesFollowAStacksTopAnEditAndAResize() {
        let screen = screen(layout(pages: 4), width: 80)
        let model = screen.model
        #expect(model.pageItems(for: 3).first { $0.id == "stack-3" }?.instance?.rawValue == "delta-3")
        model.home.stacks.tops["stack-3"] = WidgetInstanceID(rawValue: "tuner-3")
        #expect(model.pageItems(for: 3).first { $0.id == "stack-3" }?.instance?.rawValue == "tuner-3")
        for index in 0..<4 { #expect(describe(model.screenPage(index)) == describe(model.home.screenPages[index])) }
        // An edit: page 2 loses its medium widget.
        var edited = model.layout
        edited.pages[2].items.removeAll { $0.id == "gamma-2" }
        model.install(edited, saving: false, at: Fixtures.instant)
        #expect(model.pageItems(for: 2).map(\.id) == ["beta-2", "alpha-2", "stack-2"])
        // Narrow: no longer fits as saved, so the whole layout flows; wide again, one a page.
        screen.resize(to: CellSize(width: 30, height: 24), at: Fixtures.instant)
        #expect(model.pageCount == model.home.screenPages.count && model.home.pages.packed != nil)
        screen.resize(to: CellSize(width: 80, height: 40), at: Fixtures.instant)
        #expect(model.pageCount == 4 && model.home.pages.packed == nil)
        for index in 0..<4 { #expect(describe(model.screenPage(index)) == describe(model.home.screenPages[index])) }
    }
}

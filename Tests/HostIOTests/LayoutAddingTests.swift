import Foundation
import HostIO
import Testing
import TestSupport
import WidgetEngine

/// Where the gallery puts a new widget: the first free slot of the page in reading order, else
/// a new page; and the id it gets.
struct LayoutAddingTests {
    private func widget(_ id: String, _ family: WidgetFamily, _ column: Int, _ row: Int) -> HomeItem {
        .widget(WidgetItem(id: WidgetInstanceID(rawValue: id), kind: "k", family: family, column: column, row: row))
    }

    @Test(
        arguments: [
            // (items on the page, family added, expected slot)
            ([], WidgetFamily.systemSmall, [0, 0]),
            ([("a", WidgetFamily.systemSmall, 0, 0)], .systemSmall, [2, 0]),
            ([("a", .systemSmall, 0, 0)], .systemMedium, [0, 2]),
            ([("a", .systemSmall, 2, 0)], .systemSmall, [0, 0]),
            ([("a", .systemSmall, 0, 0), ("b", .systemSmall, 2, 2)], .systemSmall, [2, 0]),
            ([("a", .systemMedium, 0, 0), ("b", .systemSmall, 0, 2)], .systemLarge, nil),
            ([("a", .systemMedium, 0, 0), ("b", .systemSmall, 0, 2)], .systemSmall, [2, 2]),
            ([("a", .systemLarge, 0, 0), ("b", .systemMedium, 0, 4)], .systemSmall, nil),
        ] as [([(String, WidgetFamily, Int, Int)], WidgetFamily, [Int]?)])
    func theFirstFreeSlotInReadingOrder(items: [(String, WidgetFamily, Int, Int)], family: WidgetFamily, expected: [Int]?) {
        let layout = HomeLayout(pages: [HomePage(items: items.map { widget($0.0, $0.1, $0.2, $0.3) })])
        let slot = layout.firstFreeSlot(for: family, onPage: 0)
        #expect(slot.map { [$0.column, $0.row] } == expected)
    }

    @Test func aFullPageSendsItToTheFirstPageWithRoom() {
        // Issue 39: a full page made a new page although another had room.
        let full = HomePage(items: [widget("a", .systemLarge, 0, 0), widget("b", .systemMedium, 0, 4)])
        var layout = HomeLayout(pages: [HomePage(items: [widget("c", .systemSmall, 0, 0)]), full, full])
        let place = layout.add(WidgetItem(id: WidgetInstanceID(rawValue: "n"), kind: "k", family: .systemLarge), toPage: 2)
        #expect(place == (0, 0, 2) as (Int, Int, Int))
        #expect(layout.pages.count == 3)
    }

    @Test func aNewPageOnlyWhenNoPageHasRoom() {
        var layout = HomeLayout(pages: [HomePage(items: [widget("a", .systemLarge, 0, 0), widget("b", .systemMedium, 0, 4)])])
        let place = layout.add(WidgetItem(id: WidgetInstanceID(rawValue: "n"), kind: "k", family: .systemSmall), toPage: 0)
        #expect(place == (1, 0, 0) as (Int, Int, Int))
        #expect(layout.pages[1].items == [widget("n", .systemSmall, 0, 0)])
    }

    @Test func anExtraLargeWidensItsPageToEightColumns() {
        // Issue 39: extra large "covers 8x4 slots and does not fit on a page of 4x6 slots".
        var layout = HomeLayout(pages: [HomePage(items: [widget("a", .systemSmall, 0, 0)])])
        let place = layout.add(WidgetItem(id: WidgetInstanceID(rawValue: "n"), kind: "k", family: .systemExtraLarge), toPage: 0)
        #expect(place == (0, 0, 2) as (Int, Int, Int))
        #expect(HomeLayout.columns(for: .systemExtraLarge, profile: .iPhone) == 8)
        #expect(HomeLayout.columns(for: .systemSmall, profile: .iPhone) == 4)
    }

    @Test func aMissingPageIsMade() {
        var layout = HomeLayout()
        let place = layout.add(WidgetItem(id: WidgetInstanceID(rawValue: "n"), kind: "k", family: .systemMedium), toPage: 0)
        #expect(place.page == 0)
        #expect(layout.pages == [HomePage(items: [widget("n", .systemMedium, 0, 0)])])
    }

    @Test func freshIDsSkipEveryIDInUseStackMembersToo() {
        let layout = HomeLayout.demo // clock-1, clock-2, trophies-1 (in the stack), trophies-2, ...
        #expect(layout.freshInstanceID(for: "clock").rawValue == "clock-3")
        #expect(layout.freshInstanceID(for: "trophies").rawValue == "trophies-3")
        #expect(layout.freshInstanceID(for: "health").rawValue == "health-2")
        #expect(layout.freshInstanceID(for: "weather").rawValue == "weather-1")
        #expect(layout.freshInstanceID(for: "stack").rawValue == "stack-2")
    }
}

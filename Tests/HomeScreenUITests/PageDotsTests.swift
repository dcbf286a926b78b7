import BundledWidgets
import CellGrid
import Foundation
@testable import HomeScreenUI
@testable import HostIO
import Testing
import TestSupport
import WidgetEngine

/// The page dots fit any width: all of them when they fit, else a window around the page shown
/// with `…` where pages are left out. The page shown is always among them, filled.
@MainActor
struct PageDotsTests {
    static let instant = Fixtures.instant

    /// `pages` pages of one small clock each.
    private func layout(pages: Int) -> HomeLayout {
        HomeLayout(
            pages: (1...pages).map { number in
                HomePage(items: [
                    .widget(WidgetItem(id: WidgetInstanceID(rawValue: "clock-\(number)"), kind: "clock", family: .systemSmall))
                ])
            })
    }

    /// A screen of `pages` pages at `size`, turned to page `page` (from 1), every timeline in.
    private func screen(pages: Int, size: CellSize, page: Int) async -> Pilot {
        let screen = Pilot(

            HomeScreen(
                catalog: BundledWidgets.testCatalog, layout: layout(pages: pages), themes: [.monochrome], themeIndex: 0, store: nil,
                screenSize: size, timeZone: Fixtures.utc, locale: Fixtures.locale), at: Self.instant)
        screen.startHoldingCalls()
        await screen.deliverAll(at: Self.instant)
        for _ in 1..<page { _ = screen.handle(.key(.character("]")), at: Self.instant) }
        #expect(screen.page == page - 1)
        return screen
    }

    /// The dots row of `screen`'s frame, trimmed.
    private func dotsRow(_ screen: Pilot) -> String {
        let grid = screen.model.grid
        let lines = screen.frame(at: Self.instant).buffer.plainText.split(separator: "\n", omittingEmptySubsequences: false)
        return grid.dotsRow.map { lines[$0].trimmingCharacters(in: .whitespaces) } ?? ""
    }

    /// Checks the row: within the width, one filled dot, in the place of `page` among the pages drawn.
    private func expectDots(_ row: String, width: Int, pages: Int, page: Int, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(DisplayWidth.of(row) <= width - 2, "\(row)", sourceLocation: sourceLocation)
        let marks = row.split(separator: " ")
        #expect(marks.filter { $0 == "●" }.count == 1, "\(row)", sourceLocation: sourceLocation)
        let dots = marks.filter { $0 != "…" }
        let first = marks.first == "…" ? nil : 1
        let last = marks.last == "…" ? nil : pages
        if let first { #expect(dots.firstIndex(of: "●") == page - first, sourceLocation: sourceLocation) }
        if let last { #expect(dots.count - 1 - (dots.firstIndex(of: "●") ?? -1) == last - page, sourceLocation: sourceLocation) }
        if first == nil && last == nil { #expect(dots.count < pages, sourceLocation: sourceLocation) }
    }

    @Test func fivePagesAt80x24ShowEveryDot() async {
        let screen = await screen(pages: 5, size: CellSize(width: 80, height: 24), page: 2)
        let row = dotsRow(screen)
        #expect(row == "○ ● ○ ○ ○")
        #expect(screen.frame(at: Self.instant).buffer.plainText.contains("page 2/5"))
        Snapshot.assert(screen.frame(at: Self.instant).buffer.plainText, named: "page-dots-5-pages-80x24")
    }

    @Test func fiftyPagesAt80x24ShowAWindowAroundThePageShown() async {
        let screen = await screen(pages: 50, size: CellSize(width: 80, height: 24), page: 12)
        let row = dotsRow(screen)
        expectDots(row, width: 80, pages: 50, page: 12)
        #expect(row.hasPrefix("○ ") && row.hasSuffix(" …"), "near the start: no pages left out before")
        #expect(screen.frame(at: Self.instant).buffer.plainText.contains("page 12/50"))
        Snapshot.assert(screen.frame(at: Self.instant).buffer.plainText, named: "page-dots-50-pages-80x24")
    }

    @Test func fiftyPagesAt40ColumnsKeepThePageShownInTheMiddle() async {
        let screen = await screen(pages: 50, size: CellSize(width: 40, height: 24), page: 25)
        let row = dotsRow(screen)
        expectDots(row, width: 40, pages: 50, page: 25)
        #expect(row.hasPrefix("… ") && row.hasSuffix(" …"))
        let marks = row.split(separator: " ")
        let middle = marks.firstIndex(of: "●") ?? 0
        #expect(abs(middle - (marks.count - 1 - middle)) <= 1, "\(row)")
        Snapshot.assert(screen.frame(at: Self.instant).buffer.plainText, named: "page-dots-50-pages-40x24")
    }

    /// Every page of 50 at 40 and 80 columns, and every width from a handful: always within the
    /// width, always the page shown, filled, at its place.
    @Test func everyPageAtEveryWidthFits() {
        for width in [5, 6, 7, 9, 12, 26, 38, 40, 78, 80, 99, 120] {
            for pages in [2, 5, 19, 20, 39, 40, 50, 200] {
                for current in 0..<pages {
                    let dots = PageDots(count: pages, current: current)
                    let row = dots.text(width: width)
                    #expect(DisplayWidth.of(row) <= width, "\(pages) pages, width \(width): \(row)")
                    let (shown, before, after) = dots.window(width: width)
                    #expect(shown.contains(current) && !shown.isEmpty)
                    #expect(before == (shown.lowerBound > 0) && after == (shown.upperBound < pages))
                    #expect(row.split(separator: " ").filter { $0 != "…" }.count == shown.count)
                }
            }
        }
        #expect(PageDots(count: 50, current: 49).text(width: 78).hasPrefix("… ○"))
        #expect(PageDots(count: 50, current: 49).text(width: 78).hasSuffix("○ ●"))
        #expect(PageDots(count: 1, current: 0).text(width: 80).isEmpty)
    }
}

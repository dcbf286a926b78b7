import CellGrid
import Foundation
@testable import HomeScreenUI
import Terminal
import Testing
import TestSupport

/// Number keys jump to a page (issue 39).
@MainActor
struct PageNumberKeyTests {
    @Test func numberKeysShowThatPageAndIgnorePagesPastTheLast() async {
        let driver = await ScreenDriver(size: CellSize(width: 80, height: 40)) // the demo layout: 2 pages
        driver.press(.character("2"))
        #expect(driver.screen.page == 1)
        #expect(driver.text().contains("page 2/2"))
        driver.press(.character("9"))
        #expect(driver.screen.page == 1)
        driver.press(.character("1"))
        #expect(driver.screen.page == 0)
        #expect(driver.text().contains("page 1/2"))
    }
}

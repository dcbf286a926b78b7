import CellGrid
import Foundation
import HomeScreenUI
import HostIO
import Terminal
import Testing
import TestSupport
import WidgetEngine

/// `p` and `P`: the whole home screen in placeholder or privacy preview, and back to live
/// content at once, without a reload.
@MainActor
struct PreviewModeTests {
    let instant = Fixtures.instant

    /// Placeholders are made for the tiles drawn: page 2's medium alpha gets its own only
    /// when its page is shown.
    @Test func aStartMakesPlaceholdersOnlyForTheTilesItDraws() async throws {
        let h = try await EditHarness(layout: EditHarness.sampleLayout, deliversFirstTimelines: false)
        _ = h.text
        #expect(h.screen.engine.placeholder(kind: "alpha", family: .systemSmall) != nil)
        #expect(h.screen.engine.placeholder(kind: "alpha", family: .systemMedium) == nil)
        h.press(.character("]"))
        _ = h.text
        #expect(h.screen.engine.placeholder(kind: "alpha", family: .systemMedium) != nil)
    }

    @Test func pDrawsEveryWidgetAsItsPlaceholderAndPAgainRestoresLiveContent() async {
        let driver = await ScreenDriver(size: CellSize(width: 80, height: 40))
        let live = driver.text()
        driver.press(.character("p"))
        #expect(driver.screen.previewMode == .placeholder)
        let placeholder = driver.text()
        #expect(placeholder.contains("placeholder preview"))
        #expect(placeholder.contains("▆▆▆"))
        #expect(!placeholder.contains("Sat 21 Nov"))
        #expect(placeholder.contains("╭────╮ ╭────╮ ╭────╮")) // the showcase's shapes stay
        Snapshot.assert(placeholder, named: "preview-placeholder")
        // Switching asks for nothing: no provider call, the engine untouched.
        #expect(driver.stepHoldingCalls(at: instant).isEmpty)
        driver.press(.character("p"))
        #expect(driver.screen.previewMode == .live)
        #expect(driver.stepHoldingCalls(at: instant).isEmpty)
        #expect(withoutStatusBar(driver.text()) == withoutStatusBar(live))
    }

    /// The screen's rows above the status bar (whose right side shows the toast).
    private func withoutStatusBar(_ text: String) -> [Substring] {
        Array(text.split(separator: "\n", omittingEmptySubsequences: false).dropLast(2))
    }

    @Test func capitalPMasksPrivacySensitiveContentOnly() async {
        // The large showcase has a privacySensitive "Secret 4242" beside an unredacted text.
        let layout = HomeLayout(pages: [
            HomePage(items: [
                .widget(WidgetItem(id: WidgetInstanceID(rawValue: "showcase-1"), kind: "showcase", family: .systemLarge, column: 0, row: 0))
            ])
        ])
        let driver = await ScreenDriver(size: CellSize(width: 80, height: 40), layout: layout)
        #expect(driver.text().contains("Secret 4242"))
        driver.press(.character("P"))
        #expect(driver.screen.previewMode == .privacy)
        let privacy = driver.text()
        #expect(privacy.contains("privacy preview"))
        #expect(!privacy.contains("Secret 4242"))
        #expect(privacy.contains("▆▆▆▆▆▆▆▆▆▆▆"))
        #expect(privacy.contains("Always shown"))
        #expect(privacy.contains("Showcase"))
        Snapshot.assert(privacy, named: "preview-privacy")
        driver.press(.character("P"))
        #expect(driver.screen.previewMode == .live)
        #expect(driver.stepHoldingCalls(at: instant).isEmpty)
        #expect(driver.text().contains("Secret 4242"))
        #expect(!driver.text().contains("privacy preview"))
    }

    @Test func pThenCapitalPSwitchesStraightToPrivacy() async {
        let driver = await ScreenDriver()
        driver.press(.character("p"), .character("P"))
        #expect(driver.screen.previewMode == .privacy)
    }
}

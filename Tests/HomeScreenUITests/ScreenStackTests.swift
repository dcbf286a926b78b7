import BundledWidgets
import CellGrid
import Foundation
@testable import HomeScreenUI
import Terminal
import Testing
import TestSupport
import WidgetEngine

/// The stack of screens: what is on top takes the events, what edit mode does not take goes
/// down to the grid, frames are pure, and every call into widget code takes its token from
/// one space.
@MainActor
struct ScreenStackTests {
    let instant = Fixtures.instant

    /// In 80 x 24 the help has more lines than rows: it keeps above the status bar, says
    /// `▼ 9 more`, and ↓ (End, the wheel) brings the rest into view, `▲ 9 more` then saying
    /// what is above; `q` still closes it.
    @Test func theHelpScrollsInAShortTerminal() async {
        let driver = await ScreenDriver(size: CellSize(width: 80, height: 24))
        driver.press(.character("?"))
        var rows = driver.text().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(rows[0].hasPrefix(" ╭"), "\(rows[0])")
        #expect(rows[22].contains("▼ 9 more"), "\(rows[22])")
        #expect(!rows[23].contains("│"), "the status bar's line is left free: \(rows[23])")
        #expect(!rows.contains { $0.contains("q                 quit") })
        driver.press(.end)
        rows = driver.text().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(rows.contains { $0.contains("q                 quit") })
        #expect(rows.contains { $0.contains("the wheel turns pages") })
        #expect(rows[0].contains("▲ 9 more") && !rows[22].contains("▼"))
        #expect(!rows.contains { $0.contains("homescreen keys") })
        driver.press(.up, .up)
        #expect(driver.text().contains("▼ 2 more"))
        let space = "Space             press the button or toggle (open the link)"
        #expect(!driver.text().contains(space))
        _ = driver.screen.send(.mouse(MouseEvent(position: CellPoint(x: 10, y: 10), kind: .scrollUp)))
        #expect(driver.text().contains(space))
        driver.press(.home)
        #expect(driver.text().contains("homescreen keys"))
        driver.press(.character("q"))
        #expect(!(driver.screen.screen.stack.top is HelpScreen))
    }

    @Test func theTopScreenTakesTheKeysAndClosingItGivesThemBack() async {
        let driver = await ScreenDriver()
        driver.press(.character("g"))
        #expect(driver.screen.stack.top is GalleryScreen)
        driver.press(.character("?"))
        #expect(driver.screen.stack.top is HelpScreen)
        // `q` closes the help, not the home screen; Esc then closes the gallery.
        #expect(driver.screen.handle(.key(.character("q")), at: instant).draw == .redraw)
        #expect(driver.screen.stack.top is GalleryScreen)
        driver.press(.escape)
        #expect(driver.screen.stack.screens.count == 1)
        #expect(driver.screen.handle(.key(.character("q")), at: instant).quit)
    }

    @Test func keysEditModeDoesNotTakeGoDownToTheGrid() async {
        let driver = await ScreenDriver(size: CellSize(width: 80, height: 24))
        driver.press(.character("e"))
        #expect(driver.screen.isEditing)
        let before = driver.screen.page
        driver.press(.character("]"))
        #expect(driver.screen.page == before + 1)
        #expect(driver.screen.isEditing)
        #expect(driver.text().contains("EDIT"))
        driver.press(.character("?"))
        #expect(driver.text().contains("edit mode keys"))
    }

    @Test func aClickBehindTheHelpOrTheProblemsBoxSelectsNothing() async {
        let driver = await ScreenDriver()
        let items = driver.screen.pageItems(for: 0)
        guard let other = items.first(where: { $0.id != driver.screen.selection }) else {
            Issue.record("the demo page has one item")
            return
        }
        let click = InputEvent.mouse(MouseEvent(position: other.frame.origin, kind: .press))
        driver.press(.character("?"))
        #expect(driver.screen.handle(click, at: instant).draw == .none)
        #expect(driver.screen.selection != other.id)
        driver.press(.escape)
        #expect(driver.screen.handle(click, at: instant).draw == .redraw)
        #expect(driver.screen.selection == other.id)
    }

    @Test func aFrameChangesNothingAndThePageAfterAKeyHasItsPlaceholdersBeforeAnyFrame() async {
        let driver = await ScreenDriver(size: CellSize(width: 80, height: 24))
        let first = driver.screen.frame(at: instant)
        #expect(driver.screen.frame(at: instant).buffer == first.buffer)
        #expect(driver.screen.hitTargets.map(\.id) == driver.screen.pageItemIDs + driver.screen.model.dockTargets.map(\.id))
        // In placeholder preview every tile shows its kind's placeholder: the key that turns
        // to page 2 makes those the first page had no need of, before any frame.
        driver.press(.character("p"))
        let engine = { driver.screen.engine }
        let kindsOf = { (page: Int) in
            Set(
                driver.screen.pageItems(for: page).compactMap(\.instance).compactMap { engine().states[$0]?.instance }
                    .map { "\($0.kind)|\($0.family.rawValue)" })
        }
        let onlyOnPage2 = kindsOf(1).subtracting(kindsOf(0))
        #expect(!onlyOnPage2.isEmpty)
        let made = {
            onlyOnPage2.filter { key in
                let parts = key.split(separator: "|").map(String.init)
                return engine().placeholder(kind: parts[0], family: WidgetFamily(rawValue: parts[1]) ?? .systemSmall) != nil
            }
        }
        #expect(made().isEmpty)
        driver.press(.character("]"))
        #expect(made() == onlyOnPage2)
    }

    @Test func everyCallTakesItsTokenFromOneSpaceAndAClosedSheetsCallsAreDropped() async throws {
        let h = try await EditHarness(layout: ConfigurationSheetTests.layout)
        h.press(.character("R"))
        h.press(.character("e"), .enter) // the tuner's configuration sheet: one look-up
        let calls = h.screen.step(at: h.now, monotonic: 0)
        #expect(calls.contains { $0.optionsRequest != nil })
        #expect(calls.contains { $0.providerRequest != nil })
        #expect(Set(calls.map(\.token)).count == calls.count)
        // A sheet closed while its look-up waits for a worker: the look-up is never run.
        let busy = try await EditHarness(layout: ConfigurationSheetTests.layout, workers: 1)
        busy.press(.character("R")) // one reload runs, the others wait
        busy.press(.character("e"), .enter)
        let running = busy.screen.takeWaiting()
        #expect(running.count == 1 && running.allSatisfy { $0.optionsRequest == nil })
        #expect(busy.screen.workLoad.waiting > 0)
        busy.press(.escape)
        await busy.screen.runCalls()
        for call in running { busy.screen.answer(call, with: await call.run(with: ProviderRunner(catalog: busy.catalog))) }
        await busy.screen.runCalls()
        #expect(busy.screen.started.values.allSatisfy { $0.optionsRequest == nil })
        #expect(busy.screen.workLoad == (0, 0))
    }
}

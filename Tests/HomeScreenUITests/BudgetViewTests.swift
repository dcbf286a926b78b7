import CellGrid
import Foundation
@testable import HomeScreenUI
import Terminal
import Testing
import TestSupport
import WidgetEngine

/// `b`: the selected widget's reload budget, last and next reload, and recent failures.
@MainActor
struct BudgetViewTests {
    let instant = Fixtures.instant

    @Test func bShowsTheBudgetTheReloadsAndTheFailures() async {
        let driver = await ScreenDriver(size: CellSize(width: 80, height: 40))
        // A background reload one minute after placing: charged, and held back until 5 minutes
        // after the last reload.
        let asked = instant.addingTimeInterval(60)
        #expect(driver.screen.receive(.reload(kind: "clock"), at: asked).ok)
        _ = driver.stepHoldingCalls(at: asked)
        driver.press(.character("b"), at: asked)
        #expect(driver.screen.budgetInstance == WidgetInstanceID(rawValue: "clock-1"))
        let waiting = driver.text(at: asked)
        #expect(waiting.contains("72 of 72 charged reloads left (sliding 24 h)"))
        #expect(waiting.contains("Next reload  09:42:00 (now), widgetCenter (charged)"))
        #expect(waiting.contains("held back until 09:46:00 (in 4 min): minimum spacing"))
        Snapshot.assert(waiting, named: "budget-held-back")
        driver.press(.escape, at: asked)
        #expect(driver.screen.budgetInstance == nil)

        // The reload runs at 09:46 and fails.
        let ran = instant.addingTimeInterval(300)
        let calls = driver.stepHoldingCalls(at: ran).filter { $0.instance.id.rawValue == "clock-1" }
        #expect(calls.map(\.reason) == [.widgetCenter])
        for call in calls { driver.screen.deliver(.failure(.threw("network down")), for: call.token, at: ran.addingTimeInterval(1)) }
        let later = ran.addingTimeInterval(2)
        driver.press(.character("b"), at: later)
        let failed = driver.text(at: later)
        #expect(failed.contains("71 of 72 charged reloads left"))
        #expect(failed.contains("1 used in the window; one back at 22 Nov 09:46:00 (in 24 h)"))
        #expect(failed.contains("Last reload  09:46:00 (2 s ago), widgetCenter (charged)"))
        #expect(failed.contains("retry (free)"))
        #expect(failed.contains("09:46:01 (1 s ago)  widgetCenter: the provider failed: network down"))
        Snapshot.assert(failed, named: "budget-failure")
    }

    @Test func aWidgetThatKeepsFailingIsStoppedMarkedAndSaysSoUntilRPressed() async {
        let driver = await ScreenDriver(size: CellSize(width: 80, height: 40))
        let crash = ProviderFailure.extensionFailed("the extension crashed (killed by signal 11)")
        /// Fails clock-1's call due at `now`; every other call runs.
        func failClock(at now: Date) async {
            let calls = driver.stepHoldingCalls(at: now)
            #expect(calls.filter { $0.instance.id.rawValue == "clock-1" }.count == 1)
            for call in calls {
                if call.instance.id.rawValue == "clock-1" {
                    driver.screen.deliver(.failure(crash), for: call.token, at: now)
                } else {
                    await driver.run(call, deliverAt: now)
                }
            }
        }
        var now = instant.addingTimeInterval(10)
        driver.press(.character("r"), at: now)
        await failClock(at: now)
        driver.press(.character("b"), at: now)
        let failed = driver.text(at: now)
        #expect(failed.contains("Status       failed: the extension crashed (killed by signal 11);"))
        #expect(failed.contains("             retrying at 09:42:10 (in 1 min)"))
        driver.press(.escape, at: now)
        #expect(Self.selectedCornerMark(driver.text(at: now)) == "!")
        // The retries: 1, 5, 15 and 60 minutes later; the fifth failure stops it.
        for wait: TimeInterval in [60, 300, 900, 3_600] {
            now = now.addingTimeInterval(wait)
            await failClock(at: now)
        }
        #expect(driver.screen.engineState("clock-1")?.isStopped == true)
        let later = now.addingTimeInterval(2)
        await driver.step(at: later)
        let home = driver.text(at: later)
        #expect(Self.selectedCornerMark(home) == "✗")

        let reply = driver.screen.receive(.reload(kind: "clock"), at: later)
        #expect(reply.message.hasSuffix("1 of them is stopped after failing again and again: press r on the home screen to restart"))
        #expect(driver.stepHoldingCalls(at: later).filter { $0.instance.id.rawValue == "clock-1" }.isEmpty)

        driver.press(.character("b"), at: later)
        let stopped = driver.text(at: later)
        #expect(stopped.contains("Status       stopped after 5 failures in a row; last: the extension"))
        #expect(stopped.contains("             crashed (killed by signal 11) — press r to try again"))
        #expect(stopped.contains("Next reload  none: stopped until you reload it (r)"))
        Snapshot.assert(stopped, named: "budget-stopped")
        driver.press(.escape, at: later)

        // Only the user's hand restarts it: `r` reloads at once.
        driver.press(.character("r"), at: later)
        #expect(driver.screen.engineState("clock-1")?.isStopped == false)
        #expect(Self.selectedCornerMark(driver.text(at: later)) != "✗")
        #expect(driver.stepHoldingCalls(at: later).filter { $0.instance.id.rawValue == "clock-1" }.map(\.reason) == [.foreground])
    }

    @Test func bOnAStackShowsItsTopMember() async {
        let driver = await ScreenDriver()
        driver.press(.right, .character("b"))
        #expect(driver.screen.selection == "stack-1")
        #expect(driver.screen.budgetInstance == WidgetInstanceID(rawValue: "trophies-1"))
        #expect(driver.text().contains("Reload budget · trophies-1"))
    }

    @Test func anUnlimitedBudgetSaysSo() async {
        var settings = EngineSettings.standard
        settings.budget = nil
        let driver = await ScreenDriver(settings: settings)
        driver.press(.character("b"))
        #expect(driver.text().contains("unlimited (no charged reload is held back)"))
    }

    @Test(arguments: [(45.0, "45 s"), (300, "5 min"), (3_600, "1 h"), (7_500, "2 h 5 min"), (86_400, "24 h"), (172_800, "2 d")])
    func durationsReadNaturally(seconds: Double, text: String) {
        #expect(BudgetView.duration(seconds) == text)
    }

    /// The cell in the selected tile's top-right corner (where its marks go): under the selection
    /// cap's `╮`, one to the left. (The selected tile is the page's first: nothing wide before it.)
    static func selectedCornerMark(_ text: String) -> Character? {
        let rows = text.split(separator: "\n", omittingEmptySubsequences: false).map(Array.init)
        guard let cap = rows.firstIndex(where: { $0.contains("╮") }), cap + 1 < rows.count,
            let corner = rows[cap].firstIndex(of: "╮"), corner >= 1, corner - 1 < rows[cap + 1].count
        else { return nil }
        return rows[cap + 1][corner - 1]
    }
}

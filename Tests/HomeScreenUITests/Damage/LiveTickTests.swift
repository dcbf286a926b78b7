import BundledWidgets
import CellGrid
import Foundation
@testable import HomeScreenUI
import HostIO
import TestSupport
import Testing
import WidgetEngine

/// The live-text window (``LiveTextWindow``): a seconds tick between two changes of anything
/// else brings only the live text to its instant, and answers what the whole step would have
/// answered; everything else that can happen meanwhile takes the whole step at the next tick.
@MainActor
@Suite struct LiveTickTests {
    let center = WidgetCenter()
    let switches = HostSwitches()

    /// The default layout at 120 x 40 on page 2 (a large clock and the countdown's seconds),
    /// every first timeline delivered, the clock 10 s into a minute.
    private func pilotOnPageTwo() async -> Pilot {
        let home = HomeScreen(
            catalog: BundledWidgets.testCatalog, layout: LayoutFile.defaultLayout(), themes: ThemeCatalog(userFolder: nil).themes,
            themeIndex: 0,
            store: nil, screenSize: CellSize(width: 120, height: 40), timeZone: Fixtures.utc, locale: Fixtures.locale,
            config: HomeConfig(pagesAcross: 1), widgetCenter: center, switches: switches)
        let start = Date(timeIntervalSinceReferenceDate: (Fixtures.instant.timeIntervalSinceReferenceDate / 60).rounded(.down) * 60 + 10)
        let pilot = Pilot(home, at: start)
        await pilot.start()
        pilot.press(.character("2"))
        await pilot.runCalls()
        pilot.tick(at: pilot.now.addingTimeInterval(1))
        return pilot
    }

    /// Ticks `count` seconds, checking that each answers the wake the whole computation gives
    /// (the next second) and draws the frame drawn whole; the screens shown.
    private func seconds(_ count: Int, of pilot: Pilot) -> [String] {
        (0..<count).map { _ in
            let effects = pilot.tick(at: pilot.now.addingTimeInterval(1))
            #expect(effects.wake == pilot.screen.nextWake(after: pilot.now))
            #expect(effects.wake == pilot.now.nextWholeSecond)
            #expect(effects.draw == .redraw)
            #expect(pilot.terminal.screen == pilot.screen.wholeFrame(at: pilot.now))
            return pilot.terminal.screen.plainText
        }
    }

    @Test func secondsTicksTakeTheLiveWayAndAnswerWhatTheWholeStepWould() async {
        let pilot = await pilotOnPageTwo()
        let before = pilot.screen.liveTicks
        let shown = seconds(20, of: pilot)
        #expect(pilot.screen.liveTicks - before == 20)
        // The countdown's seconds moved at every tick.
        #expect(Set(shown).count == 20)
    }

    @Test func theMinuteTakesTheWholeStep() async {
        let pilot = await pilotOnPageTwo()
        let minute = Date(timeIntervalSinceReferenceDate: ((pilot.now.timeIntervalSinceReferenceDate / 60).rounded(.down) + 1) * 60)
        pilot.tick(at: minute.addingTimeInterval(-1))
        let before = pilot.screen.liveTicks
        pilot.tick(at: minute.addingTimeInterval(0.001))
        #expect(pilot.screen.liveTicks == before)
        // The status bar's clock shows the new minute.
        let clock = minute.formatted(
            Date.VerbatimFormatStyle(
                format: "\(hour: .twoDigits(clock: .twentyFourHour, hourCycle: .zeroBased)):\(minute: .twoDigits)",
                timeZone: Fixtures.utc, calendar: Calendar(identifier: .gregorian)))
        #expect(pilot.terminal.screen.plainText.split(separator: "\n").last?.contains(clock) == true)
        // And opens the next window.
        pilot.tick(at: minute.addingTimeInterval(1))
        #expect(pilot.screen.liveTicks == before + 1)
    }

    @Test func aReloadAskedInTheWindowIsTakenAtTheNextTick() async throws {
        let pilot = await pilotOnPageTwo()
        let before = pilot.screen.liveTicks
        let countdown = WidgetInstanceID(rawValue: "countdown-1")
        #expect(pilot.screen.model.engine.states[countdown]?.scheduled?.reason != .widgetCenter)
        center.reloadTimelines(ofKind: "countdown")
        let effects = pilot.tick(at: pilot.now.addingTimeInterval(1))
        #expect(pilot.screen.liveTicks == before)
        // Scheduled (the budget's spacing holds it a while after the first timeline), and the
        // screen wakes for it.
        let scheduled = pilot.screen.model.engine.states[countdown]?.scheduled
        #expect(scheduled?.reason == .widgetCenter)
        let notBefore = try #require(scheduled?.notBefore)
        let wake = try #require(effects.wake)
        #expect(wake <= max(notBefore, pilot.now))
    }

    @Test func aSwitchChangedInTheWindowIsAppliedAtTheNextTick() async {
        let pilot = await pilotOnPageTwo()
        let before = pilot.screen.liveTicks
        #expect(!pilot.screen.model.appearance.tinted)
        switches.change { $0.tinted = true }
        pilot.tick(at: pilot.now.addingTimeInterval(1))
        #expect(pilot.screen.liveTicks == before)
        #expect(pilot.screen.model.appearance.tinted)
        // The widgets are drawn again for the tint: the window opens at the whole step after
        // they answered (the answers' burst ends in the step that takes the last one).
        await pilot.runCalls()
        pilot.tick(at: pilot.now.addingTimeInterval(1))
        pilot.tick(at: pilot.now.addingTimeInterval(1))
        #expect(pilot.screen.liveTicks == before + 1)
    }

    @Test func aClockSetBackOrJumpingTakesTheWholeStep() async {
        let pilot = await pilotOnPageTwo()
        let before = pilot.screen.liveTicks
        // Set back within the window's minute: before the window's start.
        pilot.tick(at: pilot.now.addingTimeInterval(-2))
        #expect(pilot.screen.liveTicks == before)
        pilot.tick(at: pilot.now.addingTimeInterval(1))
        #expect(pilot.screen.liveTicks == before + 1)
        // Forward by a second of wall time while the monotonic clock went back 1,000 s: the wall
        // clock jumped.
        let effects = pilot.tick(at: pilot.now.addingTimeInterval(1), monotonic: -1000)
        #expect(pilot.screen.liveTicks == before + 1)
        // Every widget reloads for a clock change.
        #expect(!effects.calls.isEmpty)
    }

    @Test func aSheetOrAnotherPageWithoutLiveTextTicksTheWholeWay() async {
        let pilot = await pilotOnPageTwo()
        pilot.press(.character("?"))
        let before = pilot.screen.liveTicks
        pilot.tick(at: pilot.now.addingTimeInterval(1))
        pilot.tick(at: pilot.now.addingTimeInterval(1))
        #expect(pilot.screen.liveTicks == before)
        pilot.press(.escape)
        pilot.tick(at: pilot.now.addingTimeInterval(1))
        #expect(pilot.screen.liveTicks == before + 1)
    }

    /// A live tick draws only the live text's rows: the status bar stays as the last frame drew
    /// it, and so do its key hints, which a click still reads.
    @Test func aLiveTickKeepsTheStatusBarAndItsHints() async throws {
        let pilot = await pilotOnPageTwo()
        let before = pilot.screen.liveTicks
        let status = pilot.text.split(separator: "\n").last.map(String.init)
        for _ in 0..<3 {
            pilot.tick(at: pilot.now.addingTimeInterval(1))
            // Only rows of live text compared, not the status bar's.
            let damage = try #require(pilot.terminal.lastDamage)
            #expect(!damage.isEmpty && !damage.contains { $0.maxY > 38 }, "\(damage)")
        }
        #expect(pilot.screen.liveTicks == before + 3)
        let lines = pilot.text.split(separator: "\n").map(String.init)
        #expect(lines.last == status)
        let help = try #require(lines.last?.range(of: "help"))
        let column = DisplayWidth.of(String(lines[lines.count - 1][..<help.lowerBound]))
        pilot.click(CellPoint(x: column, y: lines.count - 1))
        #expect(pilot.text.contains("homescreen keys"))
    }

    /// A running activity's elapsed time in the strip is live text too: its seconds take the
    /// live way, the strip drawn again each time. Its change (an update) waits for the next
    /// second's frame, which is then the whole step's, not a live tick's over a stale frame.
    @Test func anActivitysElapsedTimeTicksTheLiveWayAndItsUpdateTheWholeWay() async throws {
        let pilot = await pilotOnPageTwo()
        pilot.tick(at: pilot.now.addingTimeInterval(1))
        let started = pilot.screen.liveTicks
        // Started inside the window: drawn at the next second, by the whole step.
        #expect(pilot.send(.control(.activity(try ActivityStripTests.record()))).reply?.ok == true)
        pilot.tick(at: pilot.now.addingTimeInterval(1))
        #expect(pilot.screen.liveTicks == started)
        #expect(pilot.text.split(separator: "\n").first?.contains("api 25%") == true)
        #expect(pilot.terminal.screen == pilot.screen.wholeFrame(at: pilot.now))
        let before = pilot.screen.liveTicks
        let strips = seconds(5, of: pilot).map { String($0.split(separator: "\n").first ?? "") }
        #expect(pilot.screen.liveTicks - before == 5)
        #expect(Set(strips).count == 5 && strips.allSatisfy { $0.contains("api 25%") }, "\(strips)")
        // An update drawn at the next second: the whole step's frame.
        let update = ActivityUpdate(try ActivityStripTests.record(state: #"{"progress":0.75}"#))
        #expect(pilot.send(.control(.activityUpdate(update))).reply?.ok == true)
        let ticks = pilot.screen.liveTicks
        pilot.tick(at: pilot.now.addingTimeInterval(1))
        #expect(pilot.screen.liveTicks == ticks)
        #expect(pilot.text.split(separator: "\n").first?.contains("api 75%") == true)
        #expect(pilot.terminal.screen == pilot.screen.wholeFrame(at: pilot.now))
        // And the next second the live way again.
        pilot.tick(at: pilot.now.addingTimeInterval(1))
        #expect(pilot.screen.liveTicks == ticks + 1)
    }

    /// A running activity's plain update, taken off the main thread (``ActivityInbox``), is
    /// kept by the next live tick and drawn in its strip; one that brings its stale date near
    /// ends the window there, and the whole step marks it stale.
    @Test func anActivitysPlainUpdateIsTakenByALiveTick() async throws {
        let pilot = await pilotOnPageTwo()
        #expect(pilot.send(.control(.activity(try ActivityStripTests.record()))).reply?.ok == true)
        pilot.tick(at: pilot.now.addingTimeInterval(1))
        pilot.tick(at: pilot.now.addingTimeInterval(1))
        let inbox = pilot.screen.activityInbox
        let before = pilot.screen.liveTicks
        let update = ActivityUpdate(try ActivityStripTests.record(state: #"{"progress":0.75}"#))
        #expect(inbox.answer(.activityUpdate(update))?.ok == true)
        let effects = pilot.tick(at: pilot.now.addingTimeInterval(1))
        #expect(pilot.screen.liveTicks == before + 1)
        #expect(pilot.text.split(separator: "\n").first?.contains("api 75%") == true)
        #expect(pilot.terminal.screen == pilot.screen.wholeFrame(at: pilot.now))
        #expect(effects.wake == pilot.screen.nextWake(after: pilot.now))

        var stale = ActivityUpdate(try ActivityStripTests.record(state: #"{"progress":0.8}"#))
        stale.staleDate = pilot.now.addingTimeInterval(1.5)
        #expect(inbox.answer(.activityUpdate(stale))?.ok == true)
        let staling = pilot.tick(at: pilot.now.addingTimeInterval(1))
        #expect(pilot.screen.liveTicks == before + 2)
        #expect(pilot.text.split(separator: "\n").first?.contains("api 80%") == true)
        #expect(staling.wake == pilot.screen.nextWake(after: pilot.now))
        #expect(!(pilot.text.split(separator: "\n").first?.contains("⟲") ?? true))
        pilot.tick(at: pilot.now.addingTimeInterval(1))
        #expect(pilot.screen.liveTicks == before + 2)
        #expect(pilot.text.split(separator: "\n").first?.contains("⟲") == true)
        #expect(pilot.terminal.screen == pilot.screen.wholeFrame(at: pilot.now))
    }
}

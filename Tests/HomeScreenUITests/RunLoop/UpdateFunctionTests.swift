import BundledWidgets
import CellGrid
import Foundation
@testable import HomeScreenUI
import HostIO
import Terminal
import Testing
import TestSupport
import WidgetEngine

/// The home screen as one update function: each input reaches it as one message and the
/// effects it answers are what the run loop performs, here through the test pilot, which
/// drives the run loop's own `apply` on a fake terminal and a manual clock.
@MainActor
struct UpdateFunctionTests {
    let instant = Fixtures.instant

    /// The demo layout at 80 x 40, started, every first timeline answered.
    func started(config: HomeConfig = .defaults, terminal: FakeTerminal? = nil, programs: (any ProgramRunner)? = nil) async -> Pilot {
        let screen = HomeScreen(
            catalog: BundledWidgets.testCatalog, layout: HomeLayout.demo, themes: [.monochrome], themeIndex: 0, store: nil,
            screenSize: CellSize(width: 80, height: 40), timeZone: Fixtures.utc, locale: Fixtures.locale, config: config)
        let pilot = Pilot(screen, terminal: terminal, programs: programs)
        await pilot.start()
        return pilot
    }

    @Test func theStartDrawsTheFirstFrameAndArmsTheTimerForTheNextChange() async {
        let pilot = await started()
        // The terminal shows what the screen draws, and the timer waits for the next instant
        // anything on it changes (the showcase's timer text: the next second).
        #expect(pilot.text == pilot.frameText)
        #expect(pilot.text.contains("09:41"))
        #expect(pilot.wake == instant.addingTimeInterval(1))
        #expect(pilot.performed.last?.wake == pilot.wake)
    }

    @Test func aKeyIsOneMessageWhoseEffectsStartItsCallAndDrawIt() async {
        let pilot = await started()
        let draws = pilot.terminal.drawCount
        let effects = pilot.press(.character("r"))
        #expect(effects.calls.map(\.reason) == [.foreground])
        #expect(effects.calls.map(\.instance.id.rawValue) == ["clock-1"])
        #expect(pilot.waiting.map(\.token) == effects.calls.map(\.token))
        #expect(effects.draw == .redraw)
        #expect(pilot.terminal.drawCount == draws + 1)
        #expect(pilot.text.contains("Reloading clock"))
    }

    @Test func aKeyNoScreenTakesDrawsNothing() async {
        let pilot = await started()
        let draws = pilot.terminal.drawCount
        let effects = pilot.press(.character("Z"))
        #expect(effects.draw == .none && effects.calls.isEmpty && !effects.quit)
        #expect(pilot.terminal.drawCount == draws)
    }

    @Test func aClickSelectsTheTileUnderItAndTheFrameShowsTheRing() async throws {
        let pilot = await started()
        let showcase = try #require(pilot.pageItems(for: 0).first { $0.id == "showcase-1" })
        let effects = pilot.click(CellPoint(x: showcase.frame.minX + 3, y: showcase.frame.minY + 2))
        #expect(effects.draw == .redraw)
        #expect(pilot.selection == "showcase-1")
        // The ring is drawn around the selected tile, on the terminal.
        #expect(pilot.terminal.screen[showcase.frame.minX - 1, showcase.frame.minY - 1]?.grapheme == "╭")
    }

    @Test func aResizeReachesTheScreenAsOneMessageAndTheTerminalIsDrawnAtTheNewSize() async {
        let pilot = await started()
        let effects = pilot.resize(to: CellSize(width: 50, height: 40))
        #expect(effects.draw == .redraw)
        #expect(pilot.terminal.screen.size == CellSize(width: 50, height: 40))
        #expect(pilot.text == pilot.frameText)
        pilot.resize(to: CellSize(width: 20, height: 10))
        #expect(pilot.text.contains("Terminal too small"))
    }

    @Test func aTimelineAnswerOnScreenIsDrawnAndOneOffScreenWaitsWhileOthersRun() async throws {
        let screen = HomeScreen(
            catalog: BundledWidgets.testCatalog, layout: HomeLayout.demo, themes: [.monochrome], themeIndex: 0, store: nil,
            screenSize: CellSize(width: 80, height: 40), timeZone: Fixtures.utc, locale: Fixtures.locale)
        let pilot = Pilot(screen)
        let start = pilot.startHoldingCalls()
        // The page shown's calls first; the other page's wait for them.
        let shown = Set(pilot.pageItems(for: 0).compactMap(\.instance))
        #expect(!start.calls.isEmpty && start.calls.allSatisfy { shown.contains($0.instance.id) })
        #expect(!pilot.text.contains("GMT")) // the clock shows its placeholder
        let clock = try #require(pilot.waiting.first { $0.instance.id.rawValue == "clock-1" })
        let runner = ProviderRunner(catalog: screen.catalog)
        let answered = pilot.answer(clock, with: await clock.run(with: runner))
        #expect(answered.draw == .redraw)
        #expect(pilot.text.contains("GMT"))
        // Every visible call answered: the hidden page's calls start with the last answer.
        for call in pilot.takeWaiting() { pilot.answer(call, with: await call.run(with: runner)) }
        let hidden = pilot.takeWaiting()
        #expect(hidden.count >= 2 && hidden.allSatisfy { !shown.contains($0.instance.id) })
        let draws = pilot.terminal.drawCount
        // An answer off screen while another still runs draws nothing.
        let first = try #require(hidden.first)
        let offScreen = pilot.answer(first, with: await first.run(with: runner))
        #expect(offScreen.draw == .none && pilot.terminal.drawCount == draws)
    }

    @Test func aControlRequestIsAnsweredInTheEffects() async {
        let pilot = await started()
        let effects = pilot.send(.control(.reload(kind: "clock")))
        #expect(effects.reply?.ok == true)
        #expect(effects.reply?.count == 2)
        // Charged to their budgets: due when their spacing after the start's reload allows.
        for id in ["clock-1", "clock-2"] { #expect(pilot.engineState(id)?.scheduled?.reason == .widgetCenter, "\(id)") }
    }

    @Test func quittingDrawsNothingMore() async {
        let pilot = await started()
        let draws = pilot.terminal.drawCount
        let effects = pilot.press(.character("q"))
        #expect(effects.quit)
        #expect(pilot.terminal.drawCount == draws)
    }

    @Test func aLaunchHandsTheTerminalToTheProgramAndRepaintsWhenItEnds() async {
        let app = AppEntry(name: "Echo", icon: "◍", scheme: "homescreen", command: ["echo"])
        let terminal = FakeTerminal(size: CellSize(width: 80, height: 40))
        let runner = RecordingRunner(statuses: [3], terminal: terminal)
        let pilot = await started(config: HomeConfig(apps: [app]), terminal: terminal, programs: runner)
        for _ in 0..<4 { pilot.press(.down) }
        #expect(pilot.selection == "dock:0")
        let effects = pilot.press(.enter)
        #expect(effects.launch == .run(app: app, arguments: ["echo"], fallback: nil))
        // Nothing is drawn while the program has the terminal, not even at a tick.
        let draws = pilot.terminal.drawCount
        pilot.tick(at: instant.addingTimeInterval(1))
        #expect(pilot.terminal.drawCount == draws)
        await pilot.finishLaunch()
        #expect(runner.runs.map(\.arguments) == [["echo"]])
        #expect(runner.runs.first?.terminalSuspended == true)
        // The program's end is a message: its failure is told, and every cell repainted.
        #expect(pilot.terminal.lastCellsWritten == 80 * 40)
        #expect(pilot.text.contains("Echo failed (status 3)"))
    }

    @Test func pastedTextIsTypedWhereTextIsTypedAndNeverTakenAsKeys() async {
        let pilot = await started()
        // On the grid a paste is no command: "q" in it does not quit, "e" opens no edit mode.
        let onGrid = pilot.paste("quite")
        #expect(!onGrid.quit && !pilot.isEditing && onGrid.draw == .none)
        // In the gallery it goes into the search.
        pilot.press(.character("g"))
        pilot.paste("tro\nphies")
        #expect(pilot.gallery?.filter == "tro phies")
        #expect(pilot.gallery?.isTyping == true)
    }
}

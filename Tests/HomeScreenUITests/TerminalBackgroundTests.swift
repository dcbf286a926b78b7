import BundledWidgets
import CellGrid
import Foundation
import HomeScreenUI
import HostIO
import Testing
import TestSupport
import WidgetEngine

/// Themes that follow the terminal (`theme_mode = "auto"`): the background is asked at start
/// and at each focus-in, its answer picks the theme's light or dark variant, a silent
/// terminal leaves the theme at the deadline the run loop was handed; `light` and `dark` fix it.
@MainActor
struct TerminalBackgroundTests {
    static let instant = Fixtures.instant
    static let themes = ThemeCatalog().themes

    func makeScreen(theme: String = "dark", config: HomeConfig = .defaults) -> Pilot {
        let screen = HomeScreen(
            catalog: BundledWidgets.testCatalog, layout: HomeLayout.demo, themes: Self.themes,
            themeIndex: Self.themes.firstIndex { $0.name == theme } ?? 0, store: nil,
            screenSize: CellSize(width: 80, height: 40), timeZone: Fixtures.utc, locale: Fixtures.locale, config: config)
        screen.asksTerminalBackground = true
        return Pilot(screen, at: Self.instant)
    }

    @Test func theAnswerAtStartPicksTheVariantAndFocusInAsksAgain() async {
        let screen = makeScreen()
        let start = screen.startHoldingCalls()
        #expect(start.backgroundQuery == .ask)
        #expect(screen.terminal.backgroundQueries == 1)
        // The deadline is the loop's next wake at the latest.
        #expect(screen.wake.map { $0 <= Self.instant.addingTimeInterval(0.5) } == true)
        await screen.runCalls()

        let now = Self.instant.addingTimeInterval(0.1)
        screen.setClock(now)
        screen.send(.terminalBackground(.rgb(250, 250, 250)))
        #expect(screen.screen.theme.name == "light")
        #expect(screen.engine.environment.colorScheme == .light)
        // Views read the scheme when archived: every widget on screen is asked again.
        #expect(!screen.step(at: now, monotonic: 0.1).isEmpty)
        // Past the deadline nothing is waited for any more.
        #expect(screen.tick(at: Self.instant.addingTimeInterval(1)).backgroundQuery == nil)

        let later = Self.instant.addingTimeInterval(60)
        screen.setClock(later)
        #expect(screen.send(.focusIn).backgroundQuery == .ask)
        #expect(screen.send(.focusIn).backgroundQuery == nil) // one question at a time
        #expect(screen.terminal.backgroundQueries == 2)
        screen.send(.terminalBackground(.rgb(30, 30, 46)))
        #expect(screen.screen.theme.name == "dark")
        #expect(screen.engine.environment.colorScheme == .dark)
    }

    @Test func aSilentTerminalKeepsTheThemeAtTheDeadline() async {
        let screen = makeScreen(theme: "light")
        screen.startHoldingCalls()
        #expect(screen.tick(at: Self.instant.addingTimeInterval(0.4)).backgroundQuery == nil)
        #expect(screen.terminal.awaitingBackground)
        #expect(screen.tick(at: Self.instant.addingTimeInterval(0.5)).backgroundQuery == .stopWaiting)
        #expect(!screen.terminal.awaitingBackground)
        #expect(screen.screen.theme.name == "light")
        // A focus-in asks again.
        #expect(screen.send(.focusIn).backgroundQuery == .ask)
    }

    @Test func aThemeWithoutAVariantStays() async {
        let screen = makeScreen(theme: "high-contrast")
        screen.startHoldingCalls()
        screen.send(.terminalBackground(.rgb(255, 255, 255)))
        #expect(screen.screen.theme.name == "high-contrast")
    }

    @Test func aFixedModeAsksNothingAndStartsInItsVariant() async {
        let screen = makeScreen(config: HomeConfig(themeMode: .light))
        #expect(screen.startHoldingCalls().backgroundQuery == nil)
        #expect(screen.terminal.backgroundQueries == 0)
        #expect(screen.screen.theme.name == "light")
        #expect(screen.engine.environment.colorScheme == .light)
        screen.send(.terminalBackground(.rgb(0, 0, 0)))
        #expect(screen.send(.focusIn).backgroundQuery == nil)
        #expect(screen.screen.theme.name == "light")
    }

    @Test func tintingStillAppliesToTheVariant() async {
        let screen = makeScreen(config: HomeConfig(tinted: true))
        screen.startHoldingCalls()
        screen.send(.terminalBackground(.rgb(255, 255, 255)))
        #expect(screen.screen.theme.name == "light")
        #expect(screen.engine.environment.widgetRenderingMode == .accented)
    }
}

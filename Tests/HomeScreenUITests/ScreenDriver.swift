import BundledWidgets
import CellGrid
import Foundation
import HomeScreenUI
import HostIO
import Terminal
import TestSupport
import WidgetEngine

/// A headless ``HomeScreen`` of the bundled widgets in UTC and US English, driven by the test
/// ``Pilot`` (the run loop's own `apply`, on a fake terminal and a manual clock): keys at given
/// instants, every call into widget code answered through its provider, or held back to test
/// deadlines.
@MainActor
struct ScreenDriver {
    /// The screen, under its pilot.
    let screen: Pilot

    /// A screen of `layout` at `size`, every first timeline delivered at ``Fixtures/instant``;
    /// one page at a time unless `config` says otherwise (``WideTerminalTests`` show pages side
    /// by side).
    init(
        size: CellSize = CellSize(width: 100, height: 40), layout: HomeLayout = HomeLayout.demo,
        settings: EngineSettings = .standard, destination: URL? = nil, config: HomeConfig = HomeConfig(pagesAcross: 1)
    ) async {
        let home = HomeScreen(
            catalog: BundledWidgets.testCatalog, layout: layout, themes: [.monochrome], themeIndex: 0, settings: settings,
            store: nil, screenSize: size, timeZone: Fixtures.utc, locale: Fixtures.locale, config: config)
        home.layoutDestination = destination
        screen = Pilot(home)
        await screen.start()
    }

    /// Presses `keys` at `now`.
    func press(_ keys: Key..., at now: Date = Fixtures.instant) {
        screen.setClock(now)
        for key in keys { screen.press(key) }
    }

    /// Types `text` one character at a time.
    func type(_ text: String, at now: Date = Fixtures.instant) {
        screen.setClock(now)
        screen.type(text)
    }

    /// The clock moves to `now` (the run loop's timer fires) and every call waiting is
    /// answered there, round after round, until none waits.
    func step(at now: Date) async {
        screen.tick(at: now)
        await screen.runCalls()
    }

    /// The clock moves to `now` and the calls waiting are handed to the test, unanswered (a
    /// provider that has not answered yet).
    func stepHoldingCalls(at now: Date) -> [WidgetCall] {
        screen.tick(at: now)
        return screen.takeWaiting()
    }

    /// Runs one call and hands its answer back at `now`.
    func run(_ call: WidgetCall, deliverAt now: Date) async {
        let result = await call.run(with: ProviderRunner(catalog: screen.screen.catalog))
        screen.setClock(now)
        screen.answer(call, with: result)
    }

    /// The screen as text at `now`.
    func text(at now: Date = Fixtures.instant) -> String {
        screen.frame(at: now).buffer.plainText
    }
}

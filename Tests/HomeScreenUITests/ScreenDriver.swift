import BundledWidgets
import CellGrid
import Foundation
import HomeScreenUI
import HostIO
import Terminal
import TestSupport
import WidgetEngine

/// Drives a headless ``HomeScreen`` as the run loop does, on a manual clock: keys at given
/// instants, every provider call of a step run and its result handed back (timelines to the
/// engine, gallery snapshots to the sheet), or held back to test deadlines.
@MainActor
struct ScreenDriver {
    let screen: HomeScreen
    let runner = ProviderRunner(catalog: BundledWidgets.testCatalog)

    /// A screen of `layout` at `size` in UTC and US English, every first timeline delivered at
    /// ``Fixtures/instant``.
    init(
        size: CellSize = CellSize(width: 100, height: 40), layout: HomeLayout = HomeLayout.demo,
        settings: EngineSettings = .standard, destination: URL? = nil
    ) async {
        screen = HomeScreen(
            catalog: BundledWidgets.testCatalog, layout: layout, themes: [.monochrome], themeIndex: 0, settings: settings,
            store: nil, screenSize: size, timeZone: Fixtures.utc, locale: Fixtures.locale)
        screen.layoutDestination = destination
        screen.start(at: Fixtures.instant)
        await step(at: Fixtures.instant)
    }

    /// Presses `keys` at `now`.
    func press(_ keys: Key..., at now: Date = Fixtures.instant) {
        for key in keys { _ = screen.handle(.key(key), at: now) }
    }

    /// Types `text` one character at a time.
    func type(_ text: String, at now: Date = Fixtures.instant) {
        for character in text { _ = screen.handle(.key(.character(character)), at: now) }
    }

    /// Steps the screen at `now` and runs every call into widget code it hands out,
    /// delivering the results at `now`; steps again after each round (as the run loop does:
    /// hidden instances' calls follow the visible ones'), until no call is due.
    func step(at now: Date) async {
        var calls = screen.step(at: now, monotonic: now.timeIntervalSince(Fixtures.instant))
        while !calls.isEmpty {
            for call in calls { await run(call, deliverAt: now) }
            calls = screen.step(at: now, monotonic: now.timeIntervalSince(Fixtures.instant))
        }
    }

    /// Steps at `now` and returns the calls without running them (a provider that has not
    /// answered yet).
    func stepHoldingCalls(at now: Date) -> [WidgetCall] {
        screen.step(at: now, monotonic: now.timeIntervalSince(Fixtures.instant))
    }

    /// Runs one call and hands its result back at `now`.
    func run(_ call: WidgetCall, deliverAt now: Date) async {
        if let result = await call.run(with: runner) { screen.complete(call.token, with: result, at: now) }
    }

    /// The screen as text at `now`.
    func text(at now: Date = Fixtures.instant) -> String {
        screen.frame(at: now).buffer.plainText
    }
}

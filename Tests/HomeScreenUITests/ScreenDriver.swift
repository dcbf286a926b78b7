import BundledWidgets
import CellGrid
import Foundation
import HomeScreenUI
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
    init(size: CellSize = CellSize(width: 100, height: 40), layout: HomeLayout = HomeLayout.demo,
         settings: EngineSettings = .standard, destination: URL? = nil) async {
        screen = HomeScreen(catalog: BundledWidgets.testCatalog, layout: layout, themes: [.monochrome], themeIndex: 0, settings: settings,
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

    /// Steps the screen at `now` and runs every provider call it hands out, delivering the
    /// results at `now`; steps again after each round (as the run loop does: hidden
    /// instances' calls follow the visible ones'), until no call is due.
    func step(at now: Date) async {
        var requests = screen.step(at: now, monotonic: now.timeIntervalSince(Fixtures.instant))
        while !requests.isEmpty {
            for request in requests { await run(request, deliverAt: now) }
            requests = screen.step(at: now, monotonic: now.timeIntervalSince(Fixtures.instant))
        }
    }

    /// Steps at `now` and returns the calls without running them (a provider that has not
    /// answered yet).
    func stepHoldingCalls(at now: Date) -> [ProviderRequest] {
        screen.step(at: now, monotonic: now.timeIntervalSince(Fixtures.instant))
    }

    /// Runs one call and hands its result back at `now`.
    func run(_ request: ProviderRequest, deliverAt now: Date) async {
        let engine = screen.engine
        let context = engine.context(for: request.instance, at: request.date, isPreview: request.isPreview)
        let environment = engine.resolveEnvironment(for: request.instance)
        if request.isPreview {
            if let result = await runner.snapshot(for: request, context: context, environment: environment, limit: .seconds(10)) {
                screen.deliverSnapshot(result, for: request.token, at: now)
            }
        } else if let result = await runner.timeline(for: request, context: context, environment: environment, limits: .standard,
                                                     limit: .seconds(10)) {
            screen.deliver(result, for: request.token, at: now)
        }
    }

    /// The screen as text at `now`.
    func text(at now: Date = Fixtures.instant) -> String {
        screen.frame(at: now).plainText
    }
}

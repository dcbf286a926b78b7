import CellGrid
import Foundation
@testable import HomeScreenUI
import Testing
import TestSupport
import WidgetEngine

/// A home screen started with the last run's caches: no provider is called for what the
/// caches still cover, and only the page shown holds its timelines in memory.
@MainActor
@Suite struct StartFromCacheScreenTests {
    private static func id(_ raw: String) -> WidgetInstanceID { WidgetInstanceID(rawValue: raw) }

    /// The same layout started again at `later` on the first run's state folder, caches read.
    private func restart(_ first: EditHarness, catalog: WidgetCatalog? = nil, at later: Date) -> Pilot {
        let screen = Pilot(

            HomeScreen(
                catalog: catalog ?? first.catalog, layout: first.screen.layout, themes: [.monochrome], themeIndex: 0,
                store: EngineStore(folder: first.folder.appendingPathComponent("state")), screenSize: CellSize(width: 80, height: 40),
                timeZone: Fixtures.utc, locale: Fixtures.locale), at: later)
        screen.startHoldingCalls()
        screen.readCaches()
        return screen
    }

    @Test func aRestartWithFreshCachesCallsNoProviderAndHoldsOnlyThePageShown() async throws {
        let first = try await EditHarness(layout: EditHarness.sampleLayout, store: true)
        let second = Self.id("alpha-2")
        // Page 2's instance waits for its page: it is not loaded because the program started.
        #expect(first.screen.engine.states[second]?.hasTimeline == false)
        _ = first.screen.handle(.key(.character("]")), at: first.now)
        await first.deliverAll()
        #expect(first.screen.engine.states[second]?.timeline != nil)
        _ = first.screen.handle(.key(.character("[")), at: first.now)
        first.step(to: 1) // saves, then the page left drops its entries
        let engine = first.screen.engine
        #expect(engine.states[second]?.timeline == nil && engine.states[second]?.hasTimeline == true)
        #expect(engine.residentTimelineCount == engine.visible?.count)

        let later = first.now.addingTimeInterval(600)
        let screen = restart(first, at: later)
        #expect(screen.step(at: later, monotonic: 600).isEmpty) // the caches are good: no provider call
        #expect(screen.engine.residentTimelineCount == screen.engine.visible?.count)
        #expect(screen.engine.order.allSatisfy { screen.engine.states[$0]?.hasTimeline == true })
        _ = screen.handle(.key(.character("]")), at: later)
        #expect(screen.engine.states[second]?.timeline?.entries.count == 1) // read from disk as its page is shown
        #expect(screen.engine.display(second, at: later)?.source == .entry(index: 0))
        #expect(screen.step(at: later, monotonic: 600).isEmpty)
        _ = screen.handle(.key(.character("[")), at: later)
        _ = screen.step(at: later, monotonic: 601)
        #expect(screen.engine.states[second]?.timeline == nil)
    }

    @Test func aNewBuildOfTheWidgetsReloadsThePageShownAndTheRestWhenShown() async throws {
        var catalog = EditTestWidgets.catalog
        catalog.stampBuild("1")
        let first = try await EditHarness(layout: EditHarness.sampleLayout, catalog: catalog, store: true)
        _ = first.screen.handle(.key(.character("]")), at: first.now)
        await first.deliverAll()
        _ = first.screen.handle(.key(.character("[")), at: first.now)
        first.step(to: 1)

        var rebuilt = EditTestWidgets.catalog
        rebuilt.stampBuild("2")
        let later = first.now.addingTimeInterval(600)
        let screen = restart(first, catalog: rebuilt, at: later)
        // The tiles shown at once; a stack's other members follow once those calls are done.
        let calls = screen.step(at: later, monotonic: 600).compactMap(\.providerRequest?.instance.id)
        #expect(Set(calls) == screen.engine.visible && calls.count == 4)
        _ = screen.handle(.key(.character("]")), at: later)
        #expect(screen.step(at: later, monotonic: 600).compactMap(\.providerRequest?.instance.id) == [Self.id("alpha-2")])
    }
}

import Foundation
@testable import HomeScreenUI
import HostIO
import Testing
import TestSupport
import WidgetEngine

/// A start with a store places the page shown first: the first frame costs that page, not the
/// layout. The others are placed when their caches are adopted, or before a key, a WidgetCenter
/// request or a control command is taken, so that nothing ever finds an instance missing.
@MainActor
@Suite struct StartPlacementTests {
    /// A restart of `first`'s layout with its caches, placed at `later` but no cache read yet.
    private func restart(
        after first: EditHarness, widgetCenter: WidgetCenter = WidgetCenter(), size: CellSize = CellSize(width: 80, height: 40)
    ) -> (Pilot, Date) {
        let later = first.now.addingTimeInterval(60)
        let screen = HomeScreen(
            catalog: first.catalog, layout: first.screen.layout, themes: [.monochrome], themeIndex: 0,
            store: EngineStore(folder: first.folder.appendingPathComponent("state")), screenSize: size,
            timeZone: Fixtures.utc, locale: Fixtures.locale, widgetCenter: widgetCenter)
        let pilot = Pilot(screen, at: later)
        pilot.startHoldingCalls()
        return (pilot, later)
    }

    /// A first run that has shown both pages, so every instance has a cache.
    private func firstRun() async throws -> EditHarness {
        let first = try await EditHarness(layout: EditHarness.sampleLayout, store: true)
        _ = first.screen.handle(.key(.character("]")), at: first.now)
        await first.deliverAll()
        _ = first.screen.handle(.key(.character("[")), at: first.now)
        return first
    }

    private var everyInstance: Set<WidgetInstanceID> { Set(EditHarness.sampleLayout.instances.map(\.id)) }

    /// Every instance is placed, and both alphas are asked to reload as by WidgetCenter, the
    /// one off screen as well (when, their budget and spacing say).
    private func expectEveryAlphaAsked(on screen: Pilot) {
        #expect(Set(screen.engine.states.keys) == everyInstance)
        for id in ["alpha-1", "alpha-2"].map(WidgetInstanceID.init(rawValue:)) {
            let state = screen.engine.states[id]
            #expect(state?.scheduled?.reason == .widgetCenter || state?.inFlight?.reason == .widgetCenter, "\(id)")
        }
    }

    @Test func theFirstFramePlacesOnlyThePageShownAndTheCachesPlaceTheRest() async throws {
        let first = try await firstRun()
        let (screen, later) = restart(after: first)
        let shown = Set(["alpha-1", "beta-1", "gamma-1", "delta-1", "tuner-1"].map(WidgetInstanceID.init(rawValue:)))
        #expect(Set(screen.engine.states.keys) == shown)
        #expect(screen.model.pageCount == 2)
        let reading = screen.beginReadingCaches()
        #expect(Set(reading.shown) == shown && reading.hidden == [WidgetInstanceID(rawValue: "alpha-2")])
        let store = EngineStore(folder: first.folder.appendingPathComponent("state"))
        screen.adoptCaches(HomeScreen.loadCaches(reading.shown, from: store), at: later, finishesReading: false)
        _ = screen.frame(at: later)
        #expect(Set(screen.engine.states.keys) == shown)
        // The last batch places the rest, each taking its cache: nothing reloads for the start.
        screen.adoptCaches(HomeScreen.loadCaches(reading.hidden, from: store, headsOnly: true), at: later, finishesReading: true)
        #expect(Set(screen.engine.states.keys) == everyInstance)
        #expect(screen.engine.states[WidgetInstanceID(rawValue: "alpha-2")]?.isFromCache == true)
        #expect(screen.step(at: later, monotonic: 60).isEmpty)
        _ = screen.handle(.key(.character("]")), at: later)
        #expect(screen.step(at: later, monotonic: 60).isEmpty) // page 2 shows its cache, no reload
    }

    @Test func aKeyBeforeTheCachesAreReadFindsEveryInstancePlaced() async throws {
        let first = try await firstRun()
        let (screen, later) = restart(after: first)
        let reading = screen.beginReadingCaches()
        _ = screen.handle(.key(.character("]")), at: later)
        #expect(Set(screen.engine.states.keys) == everyInstance)
        // Still waiting for its cache: page 2 asks for nothing until it is read.
        #expect(screen.engine.states[WidgetInstanceID(rawValue: "alpha-2")]?.awaitsCache == true)
        #expect(screen.step(at: later, monotonic: 60).isEmpty)
        let store = EngineStore(folder: first.folder.appendingPathComponent("state"))
        screen.adoptCaches(HomeScreen.loadCaches(reading.shown, from: store), at: later, finishesReading: false)
        screen.adoptCaches(HomeScreen.loadCaches(reading.hidden, from: store, headsOnly: true), at: later, finishesReading: true)
        #expect(screen.engine.states[WidgetInstanceID(rawValue: "alpha-2")]?.isFromCache == true)
        #expect(screen.step(at: later, monotonic: 60).isEmpty)
    }

    @Test func aWidgetCenterRequestBeforeTheCachesAreReadReachesInstancesOffScreen() async throws {
        let first = try await firstRun()
        let center = WidgetCenter()
        let (screen, later) = restart(after: first, widgetCenter: center)
        let reading = screen.beginReadingCaches()
        let store = EngineStore(folder: first.folder.appendingPathComponent("state"))
        screen.adoptCaches(HomeScreen.loadCaches(reading.shown, from: store), at: later, finishesReading: false)
        center.reloadTimelines(ofKind: "alpha")
        _ = screen.step(at: later, monotonic: 60)
        expectEveryAlphaAsked(on: screen)
    }

    @Test func aControlCommandBeforeTheCachesAreReadReachesInstancesOffScreen() async throws {
        let first = try await firstRun()
        let (screen, later) = restart(after: first)
        _ = screen.beginReadingCaches()
        let reply = screen.receive(.reload(kind: "alpha"), at: later)
        #expect(reply.ok, "\(reply.message)")
        expectEveryAlphaAsked(on: screen)
    }

    @Test func aLayoutChangeBeforeTheCachesAreReadReloadsOnlyWhatItChanges() async throws {
        let first = try await firstRun()
        let (screen, later) = restart(after: first)
        let reading = screen.beginReadingCaches()
        // A hand edit read meanwhile: beta-1 goes, a new widget comes.
        var edited = EditHarness.sampleLayout
        edited.pages[0].items.removeAll { $0.id == "beta-1" }
        edited.pages[1].items.append(.widget(EditHarness.widget("beta-2", "beta", .systemSmall, 0, 2)))
        try LayoutFile.save(edited, to: first.file)
        screen.screen.setLayoutSource(first.file, digest: 0)
        #expect(screen.reloadLayoutFile(at: later))
        let alpha2 = WidgetInstanceID(rawValue: "alpha-2")
        #expect(screen.engine.states[alpha2]?.awaitsCache == true)
        #expect(screen.engine.states[WidgetInstanceID(rawValue: "beta-1")] == nil)
        let beta2 = screen.engine.states[WidgetInstanceID(rawValue: "beta-2")]
        #expect(beta2?.scheduled?.reason == .placed || beta2?.inFlight?.reason == .placed)
        let store = EngineStore(folder: first.folder.appendingPathComponent("state"))
        screen.adoptCaches(HomeScreen.loadCaches(reading.shown, from: store), at: later, finishesReading: false)
        screen.adoptCaches(HomeScreen.loadCaches(reading.hidden, from: store, headsOnly: true), at: later, finishesReading: true)
        #expect(screen.engine.states[alpha2]?.isFromCache == true)
    }

    @Test func aResizeBeforeTheCachesAreReadPlacesEveryInstance() async throws {
        let first = try await firstRun()
        // Narrow: page 1 of the layout spills over several screen pages; the first shows one
        // widget, and only it is placed.
        let (screen, later) = restart(after: first, size: CellSize(width: 30, height: 24))
        _ = screen.beginReadingCaches()
        #expect(screen.engine.states.count < 5)
        screen.resize(to: CellSize(width: 80, height: 40), at: later)
        #expect(Set(screen.engine.states.keys) == everyInstance)
        let shown = screen.model.shownItems.compactMap(\.instance)
        #expect(shown.count == 4 && shown.allSatisfy { screen.engine.states[$0] != nil })
    }

    @Test func aClockChangeBeforeTheCachesAreReadReachesEveryInstance() async throws {
        let first = try await firstRun()
        let (screen, later) = restart(after: first)
        let reading = screen.beginReadingCaches()
        _ = screen.step(at: later, monotonic: 60)
        // The wall clock jumps an hour ahead of the monotonic clock (a zone or time change).
        _ = screen.step(at: later.addingTimeInterval(3_600), monotonic: 61)
        #expect(Set(screen.engine.states.keys) == everyInstance)
        let store = EngineStore(folder: first.folder.appendingPathComponent("state"))
        screen.adoptCaches(HomeScreen.loadCaches(reading.shown, from: store), at: later, finishesReading: false)
        screen.adoptCaches(HomeScreen.loadCaches(reading.hidden, from: store, headsOnly: true), at: later, finishesReading: true)
        let alpha2 = screen.engine.states[WidgetInstanceID(rawValue: "alpha-2")]
        #expect(alpha2?.scheduled?.reason == .clockChange || alpha2?.inFlight?.reason == .clockChange)
    }
}

import Foundation
@testable import HomeScreenUI
@testable import HostIO
import Testing
import TestSupport
import WidgetEngine

/// The run loop hands the engine's caches to a `CacheWriter`, which writes them off the main
/// actor in the order they were taken.
@MainActor
@Suite struct CacheWriterTests {
    @Test func timelinesReceivedAreOnDiskOnceTheWriterIsFlushed() async throws {
        let h = try await EditHarness(layout: SmartStackTests.layout(), store: true, deliversFirstTimelines: false)
        let writer = CacheWriter()
        h.screen.cacheWriter = writer
        await h.deliverAll()
        writer.flush()
        let store = EngineStore(folder: h.folder.appendingPathComponent("state"))
        let ids = h.screen.layout.instances.map(\.id)
        #expect(!ids.isEmpty)
        for id in ids {
            let cached = store.load(id)
            #expect(cached?.timeline?.entries.isEmpty == false, "\(id)")
            // Off screen (a stack's members below its top) only the summary stays in memory.
            #expect(cached?.summary == h.screen.engine.states[id]?.summary, "\(id)")
            if let resident = h.screen.engine.states[id]?.timeline { #expect(cached?.timeline == resident, "\(id)") }
        }
    }

    /// The run loop reads the last run's caches in the background while the first reloads
    /// start: nothing is saved until they are read, so no cache is overwritten before it is
    /// read; what changed meanwhile is saved once they are adopted.
    @Test func aStartSavesNothingUntilTheLastRunsCachesAreRead() async throws {
        let first = try await EditHarness(layout: EditHarness.sampleLayout, store: true)
        // Page 2 loads when it is shown.
        _ = first.screen.handle(.key(.character("]")), at: first.now)
        await first.deliverAll()
        _ = first.screen.handle(.key(.character("[")), at: first.now)
        let store = EngineStore(folder: first.folder.appendingPathComponent("state"))
        var kept: [WidgetInstanceID: ArchivedTimeline] = [:]
        for id in first.screen.layout.instances.map(\.id) { kept[id] = store.load(id)?.timeline }
        #expect(kept.count == first.screen.layout.instances.map(\.id).count && kept.count > 2)
        let later = first.now.addingTimeInterval(60)
        let screen = Pilot(

            HomeScreen(
                catalog: first.catalog, layout: first.screen.layout, themes: [.monochrome], themeIndex: 0, store: store,
                screenSize: CellSize(width: 80, height: 40), timeZone: Fixtures.utc, locale: Fixtures.locale), at: later)
        screen.startHoldingCalls()
        let ids = screen.beginReadingCaches()
        let reading = ids.shown + ids.hidden
        #expect(Set(reading) == Set(first.screen.layout.instances.map(\.id)) && !ids.hidden.isEmpty)
        // The page on screen's, stacks' members included: their relevance picks the stack's top.
        let stackMembers = first.screen.pageItems(for: 0).compactMap(\.stack).flatMap { $0.members.map(\.id) }
        #expect(!stackMembers.isEmpty && stackMembers.allSatisfy(ids.shown.contains))
        #expect(Set(ids.shown) == Set(first.screen.pageItems(for: 0).compactMap(\.instance) + stackMembers))
        #expect(screen.step(at: later, monotonic: 60).isEmpty) // nothing reloads before the caches are read
        // One by one, as the run loop's reader adopts them: the page shows content once the last is in.
        #expect(!screen.showsContent(for: ids.shown, at: later))
        for (index, id) in ids.shown.enumerated() {
            screen.adoptCaches([(id, store.read(id).flatMap { store.decode($0) })], at: later, finishesReading: false)
            #expect(screen.showsContent(for: ids.shown, at: later) == (index == ids.shown.count - 1))
        }
        // A reload by hand meanwhile changes a ledger: not saved while the others are read.
        _ = screen.handle(.key(.character("r")), at: later)
        #expect(!screen.step(at: later, monotonic: 60).isEmpty)
        #expect(reading.map { store.load($0)?.timeline } == reading.map { kept[$0] }) // still reading the hidden ones
        // Their `.never` timelines still cover the time: the last run's content is current, no mark.
        #expect(ids.shown.allSatisfy { screen.engine.display($0, at: later)?.staleSince == nil })
        screen.adoptCaches(HomeScreen.loadCaches(ids.hidden, from: store, headsOnly: true), at: later, finishesReading: true)
        for id in reading {
            #expect(screen.engine.states[id]?.isFromCache == true, "\(id) holds the last run's content")
            #expect(store.load(id)?.ledger == screen.engine.states[id]?.ledger, "\(id): the reload by hand is saved")
            #expect(store.load(id)?.timeline == kept[id], "\(id)")
        }
        // Current content carries no stale mark (before: "⟲" on every tile restored from the
        // cache); the one reloaded by hand shows "↻". "◷" is the clock widget's icon.
        let frame = screen.frame(at: later).buffer
        let marks = screen.pageItems(for: 0).filter { $0.instance != nil }.map { frame[$0.frame.maxX - 1, $0.frame.minY]?.grapheme }
        #expect(!marks.isEmpty && !marks.contains("⟲") && marks.contains("↻"), "\(marks)")
        #expect(!SymbolTable.glyphs.values.contains("⟲")) // no widget's symbol looks like it
    }

    /// Later writes of an instance land after earlier ones; a removed instance's file goes.
    @Test func writesLandInOrder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cache-writer-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = EngineStore(folder: folder)
        let writer = CacheWriter()
        var engine = TimelineEngine(catalog: EditTestWidgets.catalog)
        let instance = WidgetInstance(id: WidgetInstanceID(rawValue: "a-1"), kind: "alpha", family: .systemSmall)
        engine.place(instance, at: Fixtures.instant)
        let first = EngineStore.caches(of: [instance.id], in: engine)
        writer.write(first, to: store)
        writer.write([(instance.id, nil)], to: store)
        writer.flush()
        #expect(store.load(instance.id) == nil)
        writer.write(first, to: store)
        writer.flush()
        #expect(store.load(instance.id)?.instance == instance)
    }
}

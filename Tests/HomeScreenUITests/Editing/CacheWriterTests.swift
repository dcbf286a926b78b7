import Foundation
@testable import HomeScreenUI
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
        let ids = h.screen.cachedInstanceIDs
        #expect(!ids.isEmpty)
        for id in ids {
            let cached = store.load(id)
            #expect(cached?.timeline?.entries.isEmpty == false, "\(id)")
            #expect(cached?.timeline == h.screen.engine.states[id]?.timeline, "\(id)")
        }
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

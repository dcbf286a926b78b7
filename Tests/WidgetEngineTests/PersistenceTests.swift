import Foundation
import Testing
import TestSupport
import WidgetEngine

struct PersistenceTests {
    private func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("engine-store-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func aRestartShowsCachedContentAtOnceWithItsAgeThenReloads() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let store = EngineStore(folder: root)
        var h = EngineHarness()
        let id = h.placeWith(h.timeline([0, 600], relevance: [TimelineEntryRelevance(score: 4), nil]))
        try store.save(h.engine.takeChangedInstances(), from: h.engine)

        let cached = try #require(store.load(id))
        var restarted = EngineHarness()
        restarted.now = restarted.at(700)
        restarted.engine.restore(cached.instance, from: cached, at: restarted.now)
        #expect(restarted.shown(id) == "e1")
        #expect(restarted.engine.display(id, at: restarted.now)?.staleSince == restarted.at(0))
        #expect(restarted.engine.states[id]?.relevance.highestScore == 4)
        let requests = restarted.advance(to: 700)
        #expect(requests.map(\.reason) == [.placed])
        restarted.deliver(restarted.timeline([700]), to: requests)
        #expect(restarted.engine.display(id, at: restarted.now)?.staleSince == nil)
    }

    @Test(arguments: ["{ not json", "{\"format\": 99, \"instance\": {}}", ""])
    func aBadCacheFileIsSetAsideNotDeleted(_ contents: String) throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let instances = root.appendingPathComponent("instances")
        try FileManager.default.createDirectory(at: instances, withIntermediateDirectories: true)
        try contents.write(to: instances.appendingPathComponent("abc.json"), atomically: true, encoding: .utf8)
        let store = EngineStore(folder: root)
        #expect(store.load(WidgetInstanceID(rawValue: "abc")) == nil)
        let names = try FileManager.default.contentsOfDirectory(atPath: instances.path)
        #expect(!names.contains("abc.json"))
        #expect(names.contains { $0.hasPrefix("abc.corrupt-") })
        let aside = try #require(names.first { $0.hasPrefix("abc.corrupt-") })
        #expect(try String(contentsOf: instances.appendingPathComponent(aside), encoding: .utf8) == contents)
    }

    @Test func removedInstancesLoseTheirFiles() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let store = EngineStore(folder: root)
        var h = EngineHarness()
        let id = h.placeWith(h.timeline([0]))
        try store.save(h.engine.takeChangedInstances(), from: h.engine)
        #expect(store.load(id) != nil)
        h.engine.remove(id)
        try store.save(h.engine.takeChangedInstances(), from: h.engine)
        #expect(store.load(id) == nil)
    }

    @Test func theVirtualClockMovesOnlyWhenAdvancedAtSpeedZero() {
        let clock = VirtualClock(start: Fixtures.instant, speed: 0)
        #expect(clock.now == Fixtures.instant)
        clock.advance(by: 90)
        #expect(clock.now == Fixtures.instant.addingTimeInterval(90))
        clock.set(Fixtures.instant)
        #expect(clock.now == Fixtures.instant)
    }
}

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

    /// The store writes a timeline one entry at a time (JSONEncoder's tree of the whole file
    /// was most of the home screen's peak memory): the file holds exactly the JSON the whole
    /// `CachedInstance` encodes to.
    @Test func aCacheFileIsTheJSONOfTheWholeInstance() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let store = EngineStore(folder: root)
        var h = EngineHarness()
        let id = h.placeWith(h.timeline([0, 60, 120, 600], relevance: [TimelineEntryRelevance(score: 4), nil, nil, nil]))
        try store.save(h.engine.takeChangedInstances(), from: h.engine)
        let written = try Data(contentsOf: root.appendingPathComponent("instances/\(id.rawValue).json"))

        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .secondsSince1970
        let state = try #require(h.engine.states[id])
        let whole = try encoder.encode(CachedInstance(state: state))
        let canonical = { (data: Data) throws -> Data in
            try JSONSerialization.data(withJSONObject: JSONSerialization.jsonObject(with: data), options: [.sortedKeys])
        }
        #expect(try canonical(written) == canonical(whole))
        #expect(store.load(id)?.timeline?.entries.count == 4)
    }

    @Test(arguments: ["{ not json", "", "{\"format\": 1}"])
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

extension PersistenceTests {
    @Test func donationsRoundTripAndABadFileIsSetAside() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let store = EngineStore(folder: root)
        var donations = DonationStore()
        donations.donate(InteractionDonation(kind: "news", configuration: ["topic": .string("tech")], date: Fixtures.instant))
        try store.saveDonations(donations)
        #expect(store.loadDonations() == donations)
        try "garbage".write(to: root.appendingPathComponent("donations.json"), atomically: true, encoding: .utf8)
        #expect(store.loadDonations().donations.isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path).contains { $0.hasPrefix("donations.corrupt-") })
    }
}

struct ArchiveLimitTests {
    @Test func viewsOverTheNodeLimitFailInsteadOfArchiving() async {
        let descriptor = StaticConfiguration(kind: "big", provider: ProbeProvider()) { entry in
            VStack { ForEach(0..<50) { Text("\(entry.label) \($0)") } }
        }.descriptor
        await #expect(throws: ProviderFailure.archiveTooLarge(nodes: 51, limit: 40)) {
            try await descriptor.provider.timeline(in: TimelineProviderContext(family: .systemSmall, date: Fixtures.instant),
                                                   environment: EnvironmentValues(), limits: ArchiveLimits(maxEntries: 10, maxNodes: 40))
        }
    }

    @Test func aStaticWidgetRefusesParameters() async {
        await #expect(throws: ProviderFailure.invalidConfiguration("x: this widget has no parameters")) {
            try await probeDescriptor(kind: "probe").provider.timeline(in: TimelineProviderContext(family: .systemSmall, date: Fixtures.instant),
                                                                       environment: EnvironmentValues(), configuration: ["x": .integer(1)])
        }
    }
}

extension PersistenceTests {
    @Test func aCacheOfAnotherFormatIsSetAsideNotRead() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let store = EngineStore(folder: root)
        var h = EngineHarness()
        let id = h.placeWith(h.timeline([0]))
        try store.save(h.engine.takeChangedInstances(), from: h.engine)
        let file = root.appendingPathComponent("instances/a.json")
        let written = try String(contentsOf: file, encoding: .utf8)
        #expect(written.contains("\"format\":1"))
        try written.replacingOccurrences(of: "\"format\":1", with: "\"format\":99").write(to: file, atomically: true, encoding: .utf8)
        #expect(store.load(id) == nil)
        let names = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("instances").path)
        #expect(names.contains { $0.hasPrefix("a.corrupt-") })
    }
}

extension PersistenceTests {
    /// A cache read after placing: shown at once when nothing newer arrived, never over fresh content.
    @Test func adoptingACacheShowsItUnlessSomethingFresherArrived() throws {
        var first = EngineHarness()
        let id = first.placeWith(first.timeline([0, 600], policy: .after(first.at(600))))
        _ = first.advance(to: 600) // a charged reload, so the ledger has something to carry
        let cache = try #require(first.engine.states[id].map(CachedInstance.init(state:)))

        var restarted = EngineHarness()
        restarted.now = restarted.at(700)
        restarted.place("a")
        #expect(restarted.shown(id) == "placeholder")
        restarted.engine.adopt(cache, at: restarted.now)
        #expect(restarted.shown(id) == "e1")
        #expect(restarted.engine.display(id, at: restarted.now)?.staleSince == restarted.at(0))
        #expect(restarted.engine.budgetLeft(id, at: restarted.now) == 71)
        #expect(restarted.advance(to: 700).map(\.reason) == [.placed]) // and it still reloads

        var fresher = EngineHarness()
        fresher.now = fresher.at(700)
        _ = fresher.placeWith(fresher.timeline([700]))
        fresher.engine.adopt(cache, at: fresher.now)
        #expect(fresher.shown(id) == "e0") // the fresh timeline stays
        #expect(fresher.engine.display(id, at: fresher.now)?.staleSince == nil)
        #expect(fresher.engine.budgetLeft(id, at: fresher.now) == 71)
    }
}

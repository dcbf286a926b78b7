import Archive
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

    /// Restored with a timeline its policy still covers (`.never`): shown at once, current (no
    /// stale mark), and not reloaded because the program started.
    @Test func aRestartShowsCachedContentAtOnceAndTrustsIt() throws {
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
        #expect(restarted.engine.display(id, at: restarted.now)?.staleSince == nil)
        #expect(restarted.engine.states[id]?.relevance.highestScore == 4)
        #expect(restarted.advance(to: 700).isEmpty)
        restarted.engine.reloadByHand(id, at: restarted.now)
        let requests = restarted.advance(to: 700)
        #expect(requests.map(\.reason) == [.foreground])
        restarted.deliver(restarted.timeline([700]), to: requests)
        #expect(restarted.engine.display(id, at: restarted.now)?.staleSince == nil)
    }

    /// The stale mark is for content that is out of date: a clock restored while its entries
    /// still cover the time is current; the same timeline past its last entry, with its `.atEnd`
    /// reload overdue, is stale; so is one whose reload failed since the start.
    @Test func onlyOutOfDateCachedContentIsMarkedStale() throws {
        var h = EngineHarness()
        let id = h.placeWith(h.timeline([0, 60, 120, 180], policy: .atEnd))
        let cache = try #require(h.engine.states[id].map(CachedInstance.init(state:)))

        var current = EngineHarness()
        current.now = current.at(90)
        current.engine.restore(cache.instance, from: cache, at: current.now)
        #expect(current.shown(id) == "e1")
        #expect(current.engine.display(id, at: current.now)?.staleSince == nil)
        #expect(current.engine.display(id, at: current.at(150))?.staleSince == nil) // e2, not the last
        #expect(current.engine.display(id, at: current.at(200))?.staleSince == current.at(0)) // e3, overdue

        var late = EngineHarness()
        late.now = late.at(3600)
        late.engine.restore(cache.instance, from: cache, at: late.now)
        #expect(late.shown(id) == "e3")
        #expect(late.engine.display(id, at: late.now)?.staleSince == late.at(0))

        var failing = EngineHarness()
        failing.now = failing.at(90)
        failing.engine.restore(cache.instance, from: cache, at: failing.now)
        failing.engine.reloadByHand(id, at: failing.now)
        let requests = failing.advance(to: 90)
        #expect(!requests.isEmpty)
        for request in requests {
            failing.engine.deliver(.failure(.threw("offline")), for: request.token, at: failing.now)
        }
        #expect(failing.engine.display(id, at: failing.now)?.staleSince == failing.at(0))
    }

    /// The file holds every field of the instance in the binary form, and nothing else.
    @Test func aCacheFileReadsBackEveryField() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let store = EngineStore(folder: root)
        var h = EngineHarness()
        let id = h.placeWith(
            h.timeline(
                [0, 60, 120, 600], policy: .after(h.at(600)),
                relevance: [TimelineEntryRelevance(score: 4, duration: 90), nil, nil, nil]))
        _ = h.advance(to: 600) // a charged reload, so the ledger has something to carry
        try store.save(h.engine.takeChangedInstances(), from: h.engine)
        let written = try Data(contentsOf: root.appendingPathComponent("instances/\(id.rawValue).cache"))
        #expect(written.starts(with: Array("HSIC".utf8) + [UInt8(ArchiveFormat.version)]))

        let state = try #require(h.engine.states[id])
        let expected = CachedInstance(state: state)
        let cached = try #require(store.load(id))
        #expect(cached == expected)
        #expect(cached.timeline?.entries.count == 4 && !cached.ledger.charged.isEmpty && cached.relevance.highestScore == 4)
        #expect(try CachedInstance(archived: [UInt8](written)) == expected)
        #expect(throws: ArchiveError(offset: written.count, type: CachedInstance.self, problem: "bytes after the last field")) {
            try CachedInstance(archived: [UInt8](written) + [0])
        }
    }

    /// The JSON caches of format 1 (written before the binary form) are no longer read: the
    /// file is set aside whole, with a log line, and the instance reloads; the next save
    /// writes its binary file and the set-aside file stays.
    @Test func aJSONCacheOfFormat1IsSetAsideNotRead() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let store = EngineStore(folder: root)
        var h = EngineHarness()
        let id = h.placeWith(h.timeline([0, 60]))
        let instances = root.appendingPathComponent("instances")
        try FileManager.default.createDirectory(at: instances, withIntermediateDirectories: true)
        let old = Data(
            #"{"format":1,"instance":{"id":"a","kind":"probe","family":"systemSmall","configuration":{}},"ledger":{"charged":[]},"relevance":{"marks":[],"highestScore":0}}"#
                .utf8)
        try old.write(to: instances.appendingPathComponent("\(id.rawValue).json"))

        #expect(store.load(id) == nil)
        let aside = try #require(try FileManager.default.contentsOfDirectory(atPath: instances.path).first { $0.hasPrefix("a.corrupt-") })
        #expect(aside.hasSuffix(".json"))
        #expect(try Data(contentsOf: instances.appendingPathComponent(aside)) == old)
        try store.save(h.engine.takeChangedInstances(), from: h.engine)
        #expect(try FileManager.default.contentsOfDirectory(atPath: instances.path).sorted() == [aside, "\(id.rawValue).cache"].sorted())
        #expect(store.load(id) == CachedInstance(state: try #require(h.engine.states[id])))
    }

    @Test(arguments: [
        ("abc.cache", Data()), ("abc.cache", Data("{ not binary".utf8)), ("abc.cache", Data("HSIC".utf8)),
        ("abc.cache", Data("HSIC".utf8) + [2, 3, 0x61]), ("abc.json", Data("{ not json".utf8)),
        ("abc.json", Data("{\"format\": 1}".utf8)),
    ])
    func aBadCacheFileIsSetAsideNotDeleted(_ name: String, _ contents: Data) throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let instances = root.appendingPathComponent("instances")
        try FileManager.default.createDirectory(at: instances, withIntermediateDirectories: true)
        try contents.write(to: instances.appendingPathComponent(name))
        let store = EngineStore(folder: root)
        #expect(store.load(WidgetInstanceID(rawValue: "abc")) == nil)
        let names = try FileManager.default.contentsOfDirectory(atPath: instances.path)
        #expect(!names.contains(name))
        let aside = try #require(names.first { $0.hasPrefix("abc.corrupt-") })
        #expect(aside.hasSuffix("." + (name as NSString).pathExtension))
        #expect(try Data(contentsOf: instances.appendingPathComponent(aside)) == contents)
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
        let real = ManualClock(now: Fixtures.instant)
        let clock = VirtualClock(start: Fixtures.instant, speed: 0, real: real)
        real.set(Fixtures.instant.addingTimeInterval(1_000)) // real time passes; the clock stands
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
            try await descriptor.provider.timeline(
                in: TimelineProviderContext(family: .systemSmall, date: Fixtures.instant),
                environment: EnvironmentValues(), limits: ArchiveLimits(maxEntries: 10, maxNodes: 40))
        }
    }

    @Test func aStaticWidgetRefusesParameters() async {
        await #expect(throws: ProviderFailure.invalidConfiguration("x: this widget has no parameters")) {
            try await probeDescriptor(kind: "probe").provider.timeline(
                in: TimelineProviderContext(family: .systemSmall, date: Fixtures.instant),
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
        let file = root.appendingPathComponent("instances/a.cache")
        var written = try Data(contentsOf: file)
        #expect(written[4] == UInt8(ArchiveFormat.version))
        written[4] = 99
        try written.write(to: file)
        #expect(store.load(id) == nil)
        let names = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("instances").path)
        #expect(names.contains { $0.hasPrefix("a.corrupt-") })
        #expect(throws: ArchiveError(offset: 4, type: CachedInstance.self, problem: "format 99 is not \(ArchiveFormat.version)")) {
            try CachedInstance(archived: [UInt8](written))
        }
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

    /// A cache adopted after this run has charged a reload keeps both runs' charges and this
    /// run's last reload (the minimum spacing counts from it).
    @Test func adoptingACacheKeepsTheReloadsOfThisRun() throws {
        var first = EngineHarness()
        let id = first.placeWith(first.timeline([0, 600], policy: .after(first.at(600))))
        _ = first.advance(to: 600)
        let cache = try #require(first.engine.states[id].map(CachedInstance.init(state:)))
        #expect(cache.ledger.charged == [first.at(600)])

        var running = EngineHarness()
        running.now = running.at(700)
        _ = running.placeWith(running.timeline([700, 1_600], policy: .after(running.at(1_600))))
        let reload = running.advance(to: 1_600) // this run's charged reload, before the cache is read
        #expect(reload.map(\.reason) == [.policy])
        running.deliver(running.timeline([1_600]), to: reload)
        running.engine.adopt(cache, at: running.now)
        let ledger = try #require(running.engine.states[id]?.ledger)
        #expect(ledger.charged == [first.at(600), running.at(1_600)])
        #expect(ledger.lastReload == running.at(1_600))
        #expect(running.engine.budgetLeft(id, at: running.now) == 70)
    }
}

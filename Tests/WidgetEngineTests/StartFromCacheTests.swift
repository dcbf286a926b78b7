import Foundation
import Testing
import TestSupport
import WidgetEngine

/// A start trusts what the last run kept: an instance whose cached timeline its policy still
/// covers is not reloaded because the program started; a changed build, a missing cache or a
/// due policy reloads it, and off screen only its policy or its coming on screen does.
struct StartFromCacheTests {
    /// The last run's caches of `timelines` (by instance id), made by widgets of `build`.
    private func caches(_ timelines: [String: ArchivedTimeline], build: String? = nil) throws -> [CachedInstance] {
        var first = EngineHarness(kinds: ["probe"], build: build)
        var caches: [CachedInstance] = []
        for (id, timeline) in timelines.sorted(by: { $0.key < $1.key }) {
            let placed = first.placeWith(timeline, id: id)
            caches.append(CachedInstance(state: try #require(first.engine.states[placed])))
        }
        return caches
    }

    /// A restart at `offset` that places every cached instance, shows `visible` and adopts the caches.
    private func restart(
        with caches: [CachedInstance], visible: Set<String>, at offset: TimeInterval, build: String? = nil
    ) -> EngineHarness {
        var h = EngineHarness(kinds: ["probe"], build: build)
        h.now = h.at(offset)
        for cache in caches { h.engine.placeAwaitingCache(cache.instance, at: h.now) }
        h.engine.setVisible(Set(visible.map { WidgetInstanceID(rawValue: $0) }), at: h.now)
        for cache in caches { h.engine.adopt(cache, at: h.now) }
        return h
    }

    @Test func aRestartWithFreshCachesAsksNoProviderAtStart() throws {
        let h0 = EngineHarness()
        let kept = try caches([
            "ahead": h0.timeline([0, 600, 1_200], policy: .atEnd), "never": h0.timeline([0], policy: .never),
            "after": h0.timeline([0], policy: .after(h0.at(3_000))),
        ])
        var h = restart(with: kept, visible: ["ahead", "never"], at: 300)
        #expect(h.advance(to: 300).isEmpty)
        #expect(
            h.engine.takeEvents().allSatisfy { event in
                if case .reloadRequested(reason: .placed, _, _, _, _) = event.kind { return false }
                return true
            })
        #expect(h.shown(WidgetInstanceID(rawValue: "ahead")) == "e0")
        #expect(h.engine.nextInstant(after: h.now) == h.at(600)) // the next entry on screen
        #expect(h.advance(to: 600).isEmpty)
        #expect(h.advance(to: 1_200).map(\.instance.id.rawValue) == ["ahead"]) // its policy: at the end
        #expect(h.advance(to: 2_999).isEmpty)
        // Off screen too, its policy reloads it when due, and only then.
        #expect(h.advance(to: 3_000).map(\.instance.id.rawValue) == ["after"])
    }

    @Test func aTimelineWhosePolicyIsDueReloadsAtStartAsItsPolicySays() throws {
        let h0 = EngineHarness()
        let kept = try caches(["past": h0.timeline([0, 60], policy: .atEnd), "after": h0.timeline([0], policy: .after(h0.at(100)))])
        var h = restart(with: kept, visible: ["past", "after"], at: 300)
        let requests = h.advance(to: 300)
        #expect(Set(requests.map(\.instance.id.rawValue)) == ["past", "after"])
        #expect(requests.allSatisfy { $0.reason == .policy })
    }

    @Test func aChangedBuildReloadsOnScreenAtOnceAndOffScreenWhenShown() throws {
        let h0 = EngineHarness()
        let kept = try caches(["shown": h0.timeline([0], policy: .never), "hidden": h0.timeline([0], policy: .never)], build: "1")
        var same = restart(with: kept, visible: ["shown"], at: 300, build: "1")
        #expect(same.advance(to: 300).isEmpty)

        var h = restart(with: kept, visible: ["shown"], at: 300, build: "2")
        #expect(h.advance(to: 300).map(\.instance.id.rawValue) == ["shown"])
        #expect(h.shown(WidgetInstanceID(rawValue: "shown")) == "e0") // the old content shows meanwhile
        #expect(h.advance(to: 9_000).isEmpty)
        h.engine.setVisible([WidgetInstanceID(rawValue: "hidden")], at: h.now)
        let requests = h.advance(to: 9_000)
        #expect(requests.map(\.instance.id.rawValue) == ["hidden"] && requests.map(\.reason) == [.placed])
        h.deliver(h.timeline([9_000]), to: requests)
        #expect(h.engine.states[WidgetInstanceID(rawValue: "hidden")]?.build == "2")
    }

    @Test func withoutACacheOnlyAnInstanceOnScreenReloadsAtStart() {
        var h = EngineHarness(kinds: ["probe"])
        let shown = WidgetInstance(id: WidgetInstanceID(rawValue: "shown"), kind: "probe", family: .systemSmall)
        let hidden = WidgetInstance(id: WidgetInstanceID(rawValue: "hidden"), kind: "probe", family: .systemSmall)
        h.engine.placeAwaitingCache(shown, at: h.now)
        h.engine.placeAwaitingCache(hidden, at: h.now)
        h.engine.setVisible([shown.id], at: h.now)
        #expect(h.advance(to: 0).isEmpty) // nothing before the caches are read
        h.engine.adoptNoCache(shown.id, at: h.now)
        h.engine.adoptNoCache(hidden.id, at: h.now)
        #expect(h.advance(to: 0).map(\.instance.id) == [shown.id])
        #expect(h.advance(to: 86_400).isEmpty)
        h.engine.reloadWaiting([hidden.id], at: h.now) // a stack shown with it
        #expect(h.advance(to: 86_400).map(\.instance.id) == [hidden.id])
    }

    @Test func aCacheOfAnotherConfigurationReloads() throws {
        let h0 = EngineHarness()
        var kept = try caches(["a": h0.timeline([0], policy: .never)])
        kept[0].instance.configuration = ["zone": .string("Asia/Tokyo")]
        var h = EngineHarness(kinds: ["probe"])
        h.engine.placeAwaitingCache(WidgetInstance(id: WidgetInstanceID(rawValue: "a"), kind: "probe", family: .systemSmall), at: h.now)
        h.engine.adopt(kept[0], at: h.now)
        #expect(h.advance(to: 0).map(\.reason) == [.placed])
    }
}

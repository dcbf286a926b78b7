import Foundation
import Testing
import TestSupport
import WidgetEngine

/// Instances off screen cost memory and time only for what scheduling needs: their entries
/// stay on disk, and a tick does not visit them between their own instants.
struct OffScreenCostTests {
    private func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("engine-offscreen-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func anOffScreenTimelineLeavesMemoryOnceSavedAndComesBackWhenShown() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let store = EngineStore(folder: root)
        var h = EngineHarness()
        h.engine.archivesOffScreen = true
        let a = h.placeWith(h.timeline([0, 60], relevance: [TimelineEntryRelevance(score: 2), nil]), id: "a")
        let b = h.placeWith(h.timeline([0, 60, 120], relevance: [TimelineEntryRelevance(score: 3), nil, nil]), id: "b")
        h.engine.setVisible([a], at: h.now)
        #expect(h.engine.residentTimelineCount == 2)
        try store.save(h.engine.takeChangedInstances(), from: h.engine)
        #expect(h.engine.evictHiddenTimelines() == 1)
        #expect(h.engine.residentTimelineCount == 1)
        let hidden = try #require(h.engine.states[b])
        #expect(hidden.timeline == nil && hidden.hasTimeline && hidden.summary?.entries == 3)
        #expect(hidden.relevance.highestScore == 3) // a stack still ranks it
        #expect(h.engine.display(b, at: h.now)?.source == .placeholder)

        // A reload started off screen changes its ledger: the save keeps the entries on disk.
        h.engine.requestReload(b, reason: .foreground, at: h.now)
        let requests = h.advance(to: 0)
        #expect(requests.map(\.instance.id) == [b])
        try store.save(h.engine.takeChangedInstances(), from: h.engine)
        #expect(store.load(b)?.timeline?.entries.count == 3)
        #expect(store.loadHeader(b)?.timeline == nil && store.loadHeader(b)?.summary == hidden.summary)

        h.engine.setVisible([b], at: h.now)
        #expect(h.engine.archivedTimelines(among: [a, b]) == [b])
        h.engine.resume(store.load(b), for: b, at: h.now)
        #expect(h.engine.states[b]?.timeline?.entries.count == 3)
        #expect(h.shown(b) == "e0")
        #expect(h.engine.nextInstant(after: h.now) == h.at(30)) // its deadline, then its entry at 60
    }

    @Test func aTimelineLostFromDiskReloadsWhenShown() throws {
        var h = EngineHarness()
        h.engine.archivesOffScreen = true
        let b = h.placeWith(h.timeline([0, 60]), id: "b")
        h.engine.setVisible([], at: h.now)
        _ = h.engine.takeChangedInstances()
        #expect(h.engine.evictHiddenTimelines() == 1)
        h.engine.setVisible([b], at: h.now)
        h.engine.resume(nil, for: b, at: h.now)
        #expect(h.engine.states[b]?.hasTimeline == false)
        #expect(h.advance(to: 0).map(\.reason) == [.placed])
    }

    @Test func aTimelineNotSavedYetStaysInMemory() {
        var h = EngineHarness()
        h.engine.archivesOffScreen = true
        let b = h.placeWith(h.timeline([0, 60]), id: "b")
        h.engine.setVisible([], at: h.now)
        #expect(h.engine.evictHiddenTimelines() == 0) // changed, not taken for saving yet
        _ = h.engine.takeChangedInstances()
        #expect(h.engine.evictHiddenTimelines() == 1)
        #expect(h.engine.states[b]?.timeline == nil)
    }

    /// Steps an hour, minute by minute, with 10 instances on screen and `hidden` off it (all
    /// with an entry every minute): the instances visited.
    private func visitsOfAnHour(hidden: Int) -> Int {
        var h = EngineHarness()
        let minutes = (0..<60).map { TimeInterval($0 * 60) }
        var shown: Set<WidgetInstanceID> = []
        for index in 0..<(10 + hidden) {
            let id = h.placeWith(h.timeline(minutes), id: "w\(index)")
            if index < 10 { shown.insert(id) }
        }
        h.engine.setVisible(shown, at: h.now)
        _ = h.advance(to: 31) // past the first calls' deadlines
        let before = h.engine.instancesVisited
        var now = h.now
        while let next = h.engine.nextInstant(after: now), next <= h.at(3_600) {
            now = next
            _ = h.engine.advance(to: now)
        }
        return h.engine.instancesVisited - before
    }

    @Test func aTickVisitsOnlyTheInstancesOnScreen() {
        let few = visitsOfAnHour(hidden: 10)
        #expect(few > 0)
        #expect(visitsOfAnHour(hidden: 1_000) == few)
    }
}

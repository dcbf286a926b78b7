import Foundation
import Testing
import TestSupport
@testable import WidgetEngine

/// Content pushed outside reloads (WidgetKit's push updates): shown at once, free of budget;
/// one entry keeps the policy, a timeline brings its own; a failure mark goes with good content.
struct PushRuleTests {
    private func entry(_ harness: EngineHarness, _ label: String, at offset: TimeInterval) -> ArchivedEntry {
        ArchivedEntry(date: harness.at(offset), relevance: nil, view: ViewResolver.resolve(Text(label)))
    }

    @Test func oneEntryShowsAtOnceAndKeepsTheNextReload() {
        var harness = EngineHarness()
        let id = harness.placeWith(harness.timeline([0], policy: .after(harness.at(3_600))))
        let reload = harness.nextReload(id)
        harness.now = harness.at(10)
        let shows = harness.engine.push(.entry(entry(harness, "pushed", at: 10)), for: id, at: harness.now)
        #expect(shows)
        #expect(harness.shown(id) == "pushed")
        #expect(harness.nextReload(id) == reload, "the policy's reload stays as it was")
        #expect(harness.engine.budgetLeft(id, at: harness.now) == 72, "not charged")
        #expect(harness.engine.states[id]?.summary?.policy == .after(harness.at(3_600)))
    }

    @Test func aTimelineReplacesTheOldOneAndItsPolicySchedules() {
        var harness = EngineHarness()
        let id = harness.placeWith(harness.timeline([0], policy: .never))
        harness.now = harness.at(20)
        harness.engine.push(.timeline(harness.timeline([20, 80], policy: .after(harness.at(600)))), for: id, at: harness.now)
        #expect(harness.shown(id) == "e0")
        #expect(harness.nextReload(id) == harness.at(600))
    }

    @Test func aReloadPushedIsAWidgetCenterRequest() {
        var harness = EngineHarness()
        let id = harness.placeWith(harness.timeline([0], policy: .never))
        harness.now = harness.at(400)
        let shows = harness.engine.push(.reload, for: id, at: harness.now)
        #expect(!shows)
        #expect(harness.engine.states[id]?.scheduled?.reason == .widgetCenter)
    }

    @Test func goodContentClearsTheFailureMarkAndAnUnknownInstanceIsIgnored() {
        var harness = EngineHarness()
        let id = harness.placeWith(harness.timeline([0], policy: .after(harness.at(60))))
        let requests = harness.advance(to: 400)
        for request in requests { harness.engine.deliver(.failure(.threw("down")), for: request.token, at: harness.now) }
        #expect(harness.engine.display(id, at: harness.now)?.failed == true)
        harness.engine.push(.entry(entry(harness, "back", at: 401)), for: id, at: harness.now)
        #expect(harness.engine.display(id, at: harness.now)?.failed == false)
        let unknown = harness.engine.push(.entry(entry(harness, "x", at: 401)), for: WidgetInstanceID(rawValue: "nobody"), at: harness.now)
        #expect(!unknown)
    }
}

/// A widget that reloads only on the page shown, free of budget (a script plugin's interval).
struct WhileShownRuleTests {
    private func harness() -> EngineHarness {
        var harness = EngineHarness()
        var plugin = probeDescriptor(kind: "plugin")
        plugin.reloadsOnlyOnPageShown = true
        plugin.scheduling = .unmetered
        harness.engine = TimelineEngine(catalog: WidgetCatalog([plugin, probeDescriptor(kind: "probe")]))
        return harness
    }

    @Test func aDueReloadWaitsOffScreenAndRunsWhenShown() {
        var harness = harness()
        let id = harness.place("p", kind: "plugin")
        harness.engine.setVisible([], at: harness.now)
        harness.engine.setOnPage([], at: harness.now)
        #expect(harness.advance(to: 0).isEmpty, "not even its first timeline while hidden")
        #expect(
            harness.engine.nextInstant(after: harness.now) == nil || harness.engine.nextInstant(after: harness.now)! > harness.at(86_400))
        harness.now = harness.at(30)
        harness.engine.setVisible([id], at: harness.now)
        harness.engine.setOnPage([id], at: harness.now)
        let requests = harness.advance(to: 30)
        #expect(requests.map(\.instance.id) == [id])
        harness.deliver(harness.timeline([30], policy: .after(harness.at(40))), to: requests)
        // Every 10 s, free: far more than 72 a day would allow, never held back by the spacing.
        var runs = 0
        for step in 1...100 {
            let due = harness.advance(to: 30 + Double(step) * 10)
            runs += due.count
            harness.deliver(harness.timeline([30 + Double(step) * 10], policy: .after(harness.at(40 + Double(step) * 10))), to: due)
        }
        #expect(runs == 100)
        #expect(harness.engine.budgetLeft(id, at: harness.now) == 72)
    }

    @Test func aWidgetKitWidgetStillReloadsOffScreen() {
        var harness = harness()
        let id = harness.place("w", kind: "probe")
        harness.engine.setVisible([], at: harness.now)
        harness.engine.setOnPage([], at: harness.now)
        #expect(harness.advance(to: 0).map(\.instance.id) == [id])
    }
}

/// Pushed content is saved at most once a minute per instance, and the last push is saved at
/// the end of that minute: a live widget's entry a second costs no disk write a second.
struct PushSaveTests {
    private func push(_ harness: inout EngineHarness, _ id: WidgetInstanceID, at offset: TimeInterval) {
        harness.now = harness.at(offset)
        let entry = ArchivedEntry(date: harness.now, relevance: nil, view: ViewResolver.resolve(Text("p\(offset)")))
        harness.engine.push(.entry(entry), for: id, at: harness.now)
    }

    @Test func theFirstPushIsSavedAtOnceTheNextOnesAtTheEndOfTheInterval() {
        var harness = EngineHarness()
        let id = harness.placeWith(harness.timeline([0], policy: .never))
        harness.engine.takeChangedInstances()
        push(&harness, id, at: 10)
        #expect(harness.engine.takeChangedInstances() == [id])
        push(&harness, id, at: 11)
        push(&harness, id, at: 12)
        #expect(harness.engine.takeChangedInstances().isEmpty, "not saved a second after the last save")
        #expect(harness.engine.nextInstant(after: harness.now) == harness.at(70), "the engine wakes to save them")
        _ = harness.advance(to: 69)
        #expect(harness.engine.takeChangedInstances().isEmpty)
        _ = harness.advance(to: 70)
        #expect(harness.engine.takeChangedInstances() == [id], "the last push is saved once the minute ends")
        #expect(harness.engine.nextInstant(after: harness.now) == nil, "nothing waits any more")
        push(&harness, id, at: 75)
        #expect(harness.engine.takeChangedInstances().isEmpty, "a minute after that save, again")
        push(&harness, id, at: 200)
        #expect(harness.engine.takeChangedInstances() == [id], "a push long after the last save is saved at once")
    }

    @Test func aRemovedInstanceLeavesNothingWaiting() {
        var harness = EngineHarness()
        let id = harness.placeWith(harness.timeline([0], policy: .never))
        push(&harness, id, at: 10)
        push(&harness, id, at: 11)
        harness.engine.remove(id)
        harness.engine.takeChangedInstances()
        _ = harness.advance(to: 70)
        #expect(harness.engine.takeChangedInstances().isEmpty)
    }
}

import Foundation
import Testing
import TestSupport
import WidgetEngine

/// behaviour.md, "The three provider calls" and "Timelines", rule by rule.
struct TimelineRuleTests {
    @Test func placeholderShowsBeforeTheFirstTimeline() {
        var h = EngineHarness()
        let id = h.place("a")
        #expect(h.shown(id) == "placeholder")
        #expect(h.engine.display(id, at: h.now)?.redactionReasons == .placeholder)
        let requests = h.advance(to: 0)
        #expect(requests.map(\.reason) == [.placed])
        #expect(h.shown(id) == "placeholder") // still, while the call is under way
        h.deliver(h.timeline([0]), to: requests)
        #expect(h.shown(id) == "e0")
    }

    @Test func thePlaceholderIsMadeOncePerKindAndFamily() {
        var h = EngineHarness()
        h.place("a")
        h.place("b")
        #expect(h.engine.placeholder(kind: "probe", family: .systemSmall) != nil)
        #expect(h.engine.placeholder(kind: "probe", family: .systemMedium) == nil)
    }

    /// The placeholder is made when an instance is first to be shown, not when it is placed:
    /// a start runs no placeholder of a widget off screen.
    @Test func thePlaceholderIsMadeWhenFirstShown() {
        var h = EngineHarness()
        let id = WidgetInstanceID(rawValue: "a")
        h.engine.place(WidgetInstance(id: id, kind: "probe", family: .systemMedium), at: h.now)
        #expect(h.engine.placeholder(kind: "probe", family: .systemMedium) == nil)
        #expect(h.engine.display(id, at: h.now)?.view == nil)
        h.engine.preparePlaceholders(for: [id], at: h.now)
        #expect(h.engine.placeholder(kind: "probe", family: .systemMedium) != nil)
        #expect(h.shown(id) == "placeholder")
    }

    /// A restart draws the last run's caches: no placeholder runs for a tile with a timeline
    /// to show, until the placeholder preview asks for every tile's.
    @Test func aTileWithATimelineGetsItsPlaceholderOnlyWhenThePreviewAsks() {
        var h = EngineHarness()
        let id = WidgetInstanceID(rawValue: "a")
        h.engine.place(WidgetInstance(id: id, kind: "probe", family: .systemMedium), at: h.now)
        h.deliver(h.timeline([0]), to: h.engine.advance(to: h.now))
        h.engine.preparePlaceholders(for: [id], at: h.now)
        #expect(h.engine.placeholder(kind: "probe", family: .systemMedium) == nil)
        #expect(h.shown(id) == "e0")
        h.engine.preparePlaceholders(for: [id], at: h.now, evenWhereContentShows: true)
        #expect(h.engine.placeholder(kind: "probe", family: .systemMedium) != nil)
    }

    /// A restart's tile waiting for its cache runs no placeholder (the first frame is drawn
    /// from the cache); once its cache turns out missing, it gets one.
    @Test func aTileWaitingForItsCacheGetsItsPlaceholderOnlyWhenTheCacheIsMissing() {
        var h = EngineHarness()
        let id = WidgetInstanceID(rawValue: "a")
        h.engine.placeAwaitingCache(WidgetInstance(id: id, kind: "probe", family: .systemMedium), at: h.now)
        h.engine.preparePlaceholders(for: [id], at: h.now)
        #expect(h.engine.placeholder(kind: "probe", family: .systemMedium) == nil)
        h.engine.adoptNoCache(id, at: h.now)
        h.engine.preparePlaceholders(for: [id], at: h.now)
        #expect(h.engine.placeholder(kind: "probe", family: .systemMedium) != nil)
        #expect(h.shown(id) == "placeholder")
    }

    @Test(arguments: [
        (-10.0, "e0"), (0, "e0"), (59, "e0"), (60, "e1"), (60.5, "e1"), (119, "e1"), (120, "e2"), (10_000, "e2"),
    ])
    func theLatestEntryNotAfterNowShows(_ offset: TimeInterval, _ expected: String) {
        var h = EngineHarness()
        h.now = h.at(-10)
        let id = h.placeWith(h.timeline([0, 60, 120]))
        h.now = h.at(offset)
        #expect(h.shown(id) == expected)
    }

    @Test func whenEveryEntryIsInTheFutureTheFirstShows() {
        var h = EngineHarness()
        let id = h.placeWith(h.timeline([3_600, 7_200]))
        #expect(h.shown(id) == "e0")
    }

    @Test func entriesOutOfOrderAreSortedAndTheLastOfEqualDatesWins() {
        var h = EngineHarness()
        let id = h.placeWith(h.timeline([120, 0, 60, 60]))
        h.now = h.at(60)
        #expect(h.shown(id) == "e3")
        h.now = h.at(0)
        #expect(h.shown(id) == "e1")
    }

    @Test func anEmptyTimelineKeepsWhatWasShownAndItsPolicyStillSchedules() {
        var h = EngineHarness()
        let id = h.placeWith(h.timeline([0], policy: .after(h.at(600))))
        h.deliver(h.timeline([], policy: .after(h.at(1_800))), to: h.advance(to: 600))
        #expect(h.shown(id) == "e0")
        #expect(h.nextReload(id) == h.at(1_800))
        // Before anything: an empty first timeline keeps the placeholder.
        var fresh = EngineHarness()
        let other = fresh.placeWith(fresh.timeline([], policy: .never))
        #expect(fresh.shown(other) == "placeholder")
    }

    @Test(arguments: [
        (TimelineReloadPolicy.atEnd, TimeInterval?.some(7_200)),
        (.after(Fixtures.instant.addingTimeInterval(900)), 900),
        (.never, nil),
    ])
    func eachPolicyAsksAgainAtItsInstant(_ policy: TimelineReloadPolicy, _ expected: TimeInterval?) {
        var h = EngineHarness()
        let id = h.placeWith(h.timeline([0, 3_600, 7_200], policy: policy))
        #expect(h.nextReload(id) == expected.map(h.at))
        if let expected {
            #expect(h.advance(to: expected - 1).isEmpty)
            #expect(h.advance(to: expected).map(\.reason) == [.policy])
        } else {
            #expect(h.advance(to: 86_400 * 2).isEmpty)
        }
    }

    @Test func afterReplacesTheTimelineDroppingUnshownEntries() {
        var h = EngineHarness()
        let id = h.placeWith(h.timeline([0, 600, 1_200, 1_800], policy: .after(h.at(900))))
        let requests = h.advance(to: 900)
        #expect(h.shown(id) == "e1")
        var replacement = h.timeline([900])
        replacement.entries[0].view = ViewResolver.resolve(Text("new"))
        h.deliver(replacement, to: requests)
        h.now = h.at(1_900)
        #expect(h.shown(id) == "new") // the old entries at 1,200 and 1,800 never show
    }

    @Test func aNewTimelineReplacesTheOldWhole() {
        var h = EngineHarness()
        let id = h.placeWith(h.timeline([0, 60, 120]))
        h.engine.requestReload(id, reason: .foreground, at: h.now)
        h.deliver(h.timeline([0]), to: h.advance(to: 0))
        h.now = h.at(200)
        #expect(h.engine.states[id]?.timeline?.entries.count == 1)
    }

    @Test func theGallerySnapshotReplacesThePlaceholderInTime() {
        let placeholder = ArchivedEntry(date: Fixtures.instant, relevance: nil, view: ViewResolver.resolve(Text("p")))
        let snapshot = ArchivedEntry(date: Fixtures.instant, relevance: nil, view: ViewResolver.resolve(Text("s")))
        var preview = GalleryPreview(kind: "probe", family: .systemSmall, placeholder: placeholder, at: Fixtures.instant, timeout: 5)
        #expect(preview.shown.source == .placeholder)
        #expect(preview.nextInstant == Fixtures.instant.addingTimeInterval(5))
        preview.deliver(.success(snapshot), at: Fixtures.instant.addingTimeInterval(4.9))
        #expect(preview.shown.source == .snapshot)
        #expect(preview.nextInstant == nil)
    }

    @Test(arguments: [5.1, 60.0])
    func theGalleryPlaceholderStaysWhenTheSnapshotIsLate(_ delay: TimeInterval) {
        let placeholder = ArchivedEntry(date: Fixtures.instant, relevance: nil, view: ViewResolver.resolve(Text("p")))
        var preview = GalleryPreview(kind: "probe", family: .systemSmall, placeholder: placeholder, at: Fixtures.instant, timeout: 5)
        preview.expire(at: Fixtures.instant.addingTimeInterval(delay))
        preview.deliver(.success(placeholder), at: Fixtures.instant.addingTimeInterval(delay))
        #expect(preview.shown.source == .placeholder)
        #expect(preview.failure == .timedOut(seconds: 5))
    }

    @Test func aFailedSnapshotLeavesThePlaceholder() {
        let placeholder = ArchivedEntry(date: Fixtures.instant, relevance: nil, view: ViewResolver.resolve(Text("p")))
        var preview = GalleryPreview(kind: "probe", family: .systemSmall, placeholder: placeholder, at: Fixtures.instant, timeout: 5)
        preview.deliver(.failure(.threw("no data")), at: Fixtures.instant.addingTimeInterval(1))
        #expect(preview.shown.source == .placeholder)
    }

    @Test func anUnknownKindShowsUnavailableAndIsNeverAskedFor() {
        var h = EngineHarness()
        let id = h.place("gone", kind: "renamed-away")
        #expect(h.engine.display(id, at: h.now)?.source == .unavailable)
        #expect(h.advance(to: 3_600).isEmpty)
        #expect(h.engine.order == [id]) // kept, never silently removed
    }
}

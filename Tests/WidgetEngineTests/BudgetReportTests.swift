import Foundation
import Testing
import TestSupport
import WidgetEngine

/// The budget view's read-only report, and the gallery's calls into the engine.
struct BudgetReportTests {
    @Test func theReportFollowsTheLedgerTheSlotAndTheFailures() throws {
        var settings = EngineSettings.standard
        settings.budget = 3
        var h = EngineHarness(settings: settings)
        let id = h.placeWith(h.timeline([0], policy: .after(h.at(600))))
        var report = try #require(h.engine.budgetReport(for: id, at: h.now))
        #expect(report.budget == 3)
        #expect(report.remaining == 3)
        #expect(report.chargedInWindow.isEmpty)
        #expect(report.lastReload?.at == h.at(0))
        #expect(report.lastReload?.reason == .placed)
        #expect(report.nextReload?.due == h.at(600))
        #expect(report.nextReload?.reason == .policy)
        #expect(report.nextReload?.notBefore == h.at(600))
        #expect(report.nextReload?.isGranted == true)
        #expect(report.policy == .after(h.at(600)))

        let calls = h.advance(to: 600)
        report = try #require(h.engine.budgetReport(for: id, at: h.now))
        #expect(report.running?.since == h.at(600))
        #expect(report.running?.reason == .policy)
        #expect(report.running?.deadline == h.at(630))
        #expect(report.remaining == 2)
        #expect(report.chargedInWindow == [h.at(600)])
        #expect(report.nextReturn == h.at(600 + 86_400))
        for call in calls { h.engine.deliver(.failure(.threw("boom")), for: call.token, at: h.at(601)) }
        report = try #require(h.engine.budgetReport(for: id, at: h.at(601)))
        #expect(report.running == nil)
        #expect(report.failures.map(\.failure) == [.threw("boom")])
        #expect(report.failures.map(\.reason) == [.policy])
        #expect(report.nextReload?.reason == .retry)

        #expect(report.nextReload?.due == h.at(661)) // a minute of backoff
        #expect(h.engine.budgetReport(for: WidgetInstanceID(rawValue: "nowhere"), at: h.now) == nil)
    }

    @Test func snapshotCallsTakeTokensFromTheTimelineSequenceAndAreNeverCharged() {
        var h = EngineHarness()
        let placed = h.place("a")
        let timeline = h.engine.advance(to: h.now)
        let snapshot = h.engine.snapshotRequest(kind: "probe", family: .systemMedium, at: h.now)
        #expect(snapshot.isPreview)
        #expect(snapshot.call == .snapshot)
        #expect(!timeline.contains { $0.token == snapshot.token })
        #expect(snapshot.deadline == h.now.addingTimeInterval(5))
        #expect(snapshot.instance.family == .systemMedium)
        #expect(h.engine.budgetLeft(placed, at: h.now) == 72)
        // A snapshot's token means nothing to the engine: delivering a timeline for it is ignored.
        h.engine.deliver(.success(h.timeline([0])), for: snapshot.token, at: h.now)
        #expect(h.shown(placed) == "placeholder")
    }

    @Test func theGalleryPlaceholderIsMadeOncePerKindAndFamily() {
        var h = EngineHarness()
        let small = h.engine.galleryPlaceholder(kind: "probe", family: .systemSmall, at: h.now)
        #expect(small != nil)
        #expect(h.engine.placeholder(kind: "probe", family: .systemSmall) == small)
        #expect(h.engine.galleryPlaceholder(kind: "unknown", family: .systemSmall, at: h.now) == nil)
        #expect(h.engine.order.isEmpty) // nothing placed
    }
}

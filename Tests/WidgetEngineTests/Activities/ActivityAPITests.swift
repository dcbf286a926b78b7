import Foundation
import Testing
import TestSupport
import WidgetEngine

/// The ActivityKit API from iOS-style code (`PortedActivity.swift`): declared in a bundle,
/// evaluated once into archives, drawn in cells; `Activity.request/update/end`; the book the
/// home screen keeps, with its limits.
@Suite(.serialized) struct ActivityAPITests {
    static let now = ISO8601DateFormatter().date(from: "2026-11-28T09:21:00Z") ?? .distantPast
    static let context = RenderContext(now: now, palette: .monochrome, timeZone: TimeZone(identifier: "UTC") ?? .current)

    static func payload(stale: Bool = false) throws -> ActivityPayload {
        let encoder = ActivityPayload.encoder()
        let state = DeliveryAttributes.ContentState(courier: "Ana", stopsAway: 4, arrival: now...now.addingTimeInterval(754))
        return ActivityPayload(
            attributes: try encoder.encode(DeliveryAttributes(shop: "Corner Deli", items: 3)), state: try encoder.encode(state),
            isStale: stale, id: "0123456789ab")
    }

    static func views(stale: Bool = false) throws -> ActivityViews {
        let catalog = WidgetCatalog(DeliveryBundle().descriptors)
        let descriptor = try #require(catalog.activity(forKind: "DeliveryAttributes"))
        return try descriptor.views(for: payload(stale: stale))
    }

    static func text(_ node: ViewNode, width: Int, height: Int = 1) -> String {
        ViewRenderer.render(node, size: CellSize(width: width, height: height), context: context).text
    }

    @Test func theBundleListsTheActivityApartFromItsWidgets() {
        let catalog = WidgetCatalog(DeliveryBundle().descriptors)
        #expect(catalog.descriptors.isEmpty)
        #expect(catalog.problems.isEmpty)
        #expect(catalog.activities.map(\.kind) == ["DeliveryAttributes"])
    }

    @Test func theGuidesExampleRegistersAndEvaluates() throws {
        let descriptor = try #require(WidgetCatalog(ParcelLiveActivity().descriptors).activity(forKind: "ParcelAttributes"))
        let views = try descriptor.views(
            for: ActivityPayload(attributes: Data(#"{"shop":"Deli"}"#.utf8), state: Data(#"{"stopsAway":2}"#.utf8), id: "0123456789ab"))
        #expect(Self.text(views.lockScreen, width: 24) == "   Deli: 2 stops away   ")
    }

    @Test func activityConfigurationEvaluatesEveryPresentationOnce() throws {
        let views = try Self.views()
        #expect(Set(views.expanded.keys) == ["leading", "trailing", "center", "bottom"])
        #expect(views.url == URL(string: "shop://orders/1"))
        #expect(views.lockScreen.containsLiveContent)
        Snapshot.assert(Self.text(views.lockScreen, width: 40, height: 3), named: "activity-lock-screen")
    }

    @Test func dynamicIslandCompactAndMinimalDrawInOneRow() throws {
        let views = try Self.views()
        let compact = Self.text(views.compactLeading, width: 4) + "|" + Self.text(views.compactTrailing, width: 4)
        Snapshot.assert(compact + "\n" + Self.text(views.minimal, width: 3), named: "activity-compact-minimal")
    }

    @Test func dynamicIslandExpandedRegionsFollowTheState() throws {
        let fresh = try Self.views()
        let stale = try Self.views(stale: true)
        let regions = ["leading", "center", "trailing", "bottom"].map { name in
            "\(name): " + Self.text(fresh.expanded[name] ?? ViewNode.emptyForTests, width: 30)
        }
        Snapshot.assert(
            regions.joined(separator: "\n") + "\nstale bottom: " + Self.text(stale.expanded["bottom"] ?? .emptyForTests, width: 30),
            named: "activity-expanded")
    }

    @Test func aFieldOfTheWrongTypeIsNamed() throws {
        let catalog = WidgetCatalog(DeliveryBundle().descriptors)
        let descriptor = try #require(catalog.activity(forKind: "DeliveryAttributes"))
        var payload = try Self.payload()
        payload.attributes = Data(#"{"shop":"x","items":"three"}"#.utf8)
        #expect(throws: ActivityFailure.self) { try descriptor.views(for: payload) }
        do {
            _ = try descriptor.views(for: payload)
        } catch {
            #expect(error.message.hasPrefix(#"--attributes: field "items""#))
        }
    }

    @Test func requestUpdateAndEndPostTheirChanges() async throws {
        let before = ActivityCenter.posted.count
        let activity = try await startDelivery(at: Self.now)
        let changes = Array(ActivityCenter.posted.dropFirst(before))
        #expect(changes.count == 4)
        guard case let .start(kind, id, _, _, staleDate, _) = changes.first else {
            Issue.record("no start: \(changes)")
            return
        }
        #expect(kind == "DeliveryAttributes")
        #expect(id == activity.id)
        #expect(staleDate == Self.now.addingTimeInterval(600))
        if case let .update(_, _, _, relevance, _) = changes[1] { #expect(relevance == 50) } else { Issue.record("no update") }
        if case let .update(_, _, _, _, alert) = changes[2] { #expect(alert == "One stop away") } else { Issue.record("no alert") }
        if case let .end(_, _, dismissal) = changes[3] {
            #expect(dismissal.dismissalDate(endedAt: Self.now) == Self.now.addingTimeInterval(300))
        } else {
            Issue.record("no end")
        }
        #expect(activity.activityState == .ended)
        #expect(activity.content.state.stopsAway == 1)
        #expect(!Activity<DeliveryAttributes>.activities.contains { $0.id == activity.id })
    }

    @Test func dismissalPoliciesKeepAnEndedActivityAtMostFourHours() {
        let end = Self.now
        #expect(ActivityUIDismissalPolicy.default.dismissalDate(endedAt: end) == end.addingTimeInterval(4 * 3_600))
        #expect(ActivityUIDismissalPolicy.immediate.dismissalDate(endedAt: end) == end)
        #expect(ActivityUIDismissalPolicy.after(end.addingTimeInterval(60)).dismissalDate(endedAt: end) == end.addingTimeInterval(60))
        #expect(
            ActivityUIDismissalPolicy.after(end.addingTimeInterval(86_400)).dismissalDate(endedAt: end) == end.addingTimeInterval(4 * 3_600)
        )
    }

    @Test func activityContentKeepsItsStaleDateAndRelevance() {
        let content = ActivityContent(
            state: DeliveryAttributes.ContentState(courier: "A", stopsAway: 1, arrival: Self.now...Self.now),
            staleDate: Self.now, relevanceScore: 7)
        #expect(content.staleDate == Self.now)
        #expect(content.relevanceScore == 7)
    }
}

extension ViewNode {
    static var emptyForTests: ViewNode { ActivityViews.empty.minimal }
}

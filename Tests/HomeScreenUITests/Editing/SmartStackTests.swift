import CellGrid
import Foundation
@testable import HomeScreenUI
@testable import HostIO
import Terminal
import Testing
import TestSupport
import WidgetEngine

/// Smart stacks on the home screen at fixed instants with chosen relevances: rotation, the
/// manual pin, Smart Rotate off, the explanation, donations.
@MainActor
struct SmartStackTests {
    static let hour: TimeInterval = 3_600

    static func layout(smartRotate: Bool = true) -> HomeLayout {
        HomeLayout(pages: [
            HomePage(items: [
                .stack(
                    StackItem(
                        id: "stack-1", family: .systemSmall, column: 0, row: 0,
                        members: [
                            EditHarness.widget("a-1", "alpha"), EditHarness.widget("b-1", "beta"), EditHarness.widget("c-1", "gamma"),
                        ], smartRotate: smartRotate)),
                .widget(EditHarness.widget("delta-1", "delta", .systemSmall, 2, 0)),
            ])
        ])
    }

    /// a: 10, then 2 from the first hour on (normalised 1.0, then 0.2). b: 1 (of its highest 8:
    /// 0.125), then 8 for half an hour from the first hour on, then nothing. c: no relevance.
    static let timelines: [String: ArchivedTimeline] = [
        "a-1": EditHarness.timeline("alpha", [(0, TimelineEntryRelevance(score: 10)), (hour, TimelineEntryRelevance(score: 2))]),
        "b-1": EditHarness.timeline(
            "beta",
            [
                (0, TimelineEntryRelevance(score: 1)),
                (hour, TimelineEntryRelevance(score: 8, duration: 1_800)),
            ]),
        "c-1": EditHarness.timeline("gamma", [(0, nil)]),
    ]

    func makeHarness(smartRotate: Bool = true) async throws -> EditHarness {
        let h = try await EditHarness(layout: Self.layout(smartRotate: smartRotate), deliversFirstTimelines: false)
        await h.deliver(Self.timelines)
        return h
    }

    func top(_ h: EditHarness) -> String? { h.screen.stackTops["stack-1"]?.rawValue }

    @Test func theStackRotatesByRelevanceAtTheGivenInstants() async throws {
        let h = try await makeHarness()
        #expect(top(h) == "a-1")
        h.step(to: Self.hour - 1)
        #expect(top(h) == "a-1")
        h.step(to: Self.hour) // b: 1.0 against a: 0.2
        #expect(top(h) == "b-1")
        Snapshot.assert(h.text, named: "stack-rotated-to-beta")
        h.step(to: 1.5 * Self.hour) // b's window ends: a (0.2) leads by more than the margin
        #expect(top(h) == "a-1")
    }

    @Test func aChallengerHeldBackByTheMinimumIntervalWinsWhenItEnds() async throws {
        // b leads for ten minutes from 30 s past the first hour.
        let start = Self.hour + 30
        var timelines = Self.timelines
        timelines["b-1"] = EditHarness.timeline(
            "beta",
            [
                (0, TimelineEntryRelevance(score: 1)),
                (start, TimelineEntryRelevance(score: 8, duration: 600)),
            ])
        let h = try await EditHarness(layout: Self.layout(), deliversFirstTimelines: false)
        await h.deliver(timelines)
        h.step(to: start)
        #expect(top(h) == "b-1")
        h.step(to: start + 600) // b's window has ended, but the stack rotated 10 minutes ago
        #expect(top(h) == "b-1")
        // The screen wakes when the interval ends (not on a minute), and a takes the top then.
        let end = Fixtures.instant.addingTimeInterval(start + 900)
        #expect(h.screen.stacks.rechecks["stack-1"] == end)
        #expect(h.screen.nextWake(after: end.addingTimeInterval(-10)) == end)
        h.step(to: start + 900)
        #expect(top(h) == "a-1")
        #expect(h.screen.stacks.rechecks.isEmpty)
    }

    @Test func aSwipePinsTheChosenMemberUntilTheNextRelevanceChange() async throws {
        let h = try await makeHarness()
        h.press(.character(">"), .character(">")) // to c, which has no relevance at all
        #expect(top(h) == "c-1")
        #expect(h.screen.toast?.text == "c-1 (3 of 3), pinned until a relevance changes")
        h.step(to: 0.5 * Self.hour) // a would win by far; the pin holds
        #expect(top(h) == "c-1")
        h.step(to: Self.hour) // relevances change: the pin is gone, b wins
        #expect(top(h) == "b-1")
        h.press(.character("<"))
        #expect(top(h) == "a-1")
    }

    @Test func withSmartRotateOffTheStackStaysWhereItIsPut() async throws {
        let h = try await makeHarness(smartRotate: false)
        h.step(to: Self.hour)
        #expect(top(h) == nil || top(h) == "a-1")
        #expect(h.text.contains("alpha"))
        h.press(.character(">"))
        #expect(top(h) == "b-1")
        #expect(h.screen.toast?.text == "b-1 (2 of 3)")
        h.step(to: 1.5 * Self.hour)
        #expect(top(h) == "b-1")
    }

    /// A widget stacked onto a stack whose Smart Rotate is off goes on top without being
    /// pinned there (edit mode once kept a second copy of the pin that pinned regardless):
    /// with Smart Rotate turned on again, the stack ranks by relevance at once.
    @Test func stackingOntoAStackWithSmartRotateOffPinsNothing() async throws {
        let h = try await makeHarness(smartRotate: false)
        h.press(.character("e"))
        h.select("delta-1")
        h.press(.character("m"), .left) // delta onto the stack beside it
        #expect(top(h) == "delta-1")
        #expect(h.screen.stacks.pins["stack-1"] == nil)
        h.press(.character("s"))
        #expect(h.screen.toast?.text == "Smart Rotate on for stack-1")
        h.step(to: 1)
        #expect(top(h) == "a-1") // a's relevance (10) leads; a pin would have kept delta on top
    }

    @Test func sInEditModeTurnsSmartRotateOffAndSavesIt() async throws {
        let h = try await makeHarness()
        h.press(.character("e"), .character("s"))
        #expect(h.screen.toast?.text == "Smart Rotate off for stack-1")
        #expect(h.fileText.contains("smart_rotate = false"))
        h.step(to: Self.hour)
        #expect(top(h) == "a-1")
        h.press(.character("s"))
        #expect(h.fileText.contains("smart_rotate = true"))
    }

    @Test func iExplainsWhyTheTopMemberIsOnTop() async throws {
        let h = try await makeHarness()
        h.step(to: Self.hour + 60)
        h.press(.character("i"))
        let text = h.text
        #expect(text.contains("Why b-1 is on top of stack-1"))
        let explanation = h.screen.infoSheet?.lines.joined(separator: "\n") ?? ""
        #expect(
            explanation.contains(
                "b-1 ranks first because its relevance is the highest: normalised score 1.00, affinity 0.00; "
                    + "score 8.00 of its highest 8.00, from 2026-11-21T10:41:00Z until 2026-11-21T11:11:00Z"))
        Snapshot.assert(text, named: "stack-explanation")
        h.press(.escape)
        #expect(!h.text.contains("Why b-1"))
    }

    @Test func aDonationAtThisTimeOfDayTipsAnEvenRanking() async throws {
        let h = try await EditHarness(layout: Self.layout())
        #expect(top(h) == "a-1") // nobody reports relevance: the first member
        let day: TimeInterval = 86_400
        // beta was opened at 09:41 on the two days before.
        for days in [1.0, 2.0] {
            h.screen.recordDonation(InteractionDonation(kind: "beta", date: h.now.addingTimeInterval(-days * day)), at: h.now)
        }
        #expect(top(h) == "b-1")
        h.press(.character("i"))
        let explanation = h.screen.infoSheet?.lines.joined(separator: "\n") ?? ""
        #expect(explanation.contains("b-1 ranks first because level on relevance, it is used most around this time of day"))
    }

    @Test func openingAWidgetRecordsADonationThatIsSaved() async throws {
        let h = try await EditHarness(layout: Self.layout(), store: true)
        _ = h.screen.frame(at: h.now).buffer
        _ = h.screen.handle(.key(.enter), at: h.now) // opens the stack's top member, alpha
        #expect(h.screen.donations.donations == [InteractionDonation(kind: "alpha", date: h.now)])
        let saved = EngineStore(folder: h.folder.appendingPathComponent("state")).loadDonations()
        #expect(saved.donations == h.screen.donations.donations)
    }
}

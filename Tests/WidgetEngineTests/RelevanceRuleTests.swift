import Foundation
import Testing
import TestSupport
import WidgetEngine

/// behaviour.md, "Relevance and smart stacks".
struct RelevanceRuleTests {
    @Test(arguments: [
        (0.0, Float(5)), (59, 5), (60, 5), // the entry at 60 has no relevance: the previous one stays
        (120, 8), (299, 8), (300, 0), // 8 for 180 s, then over
        (400, 0), // a score <= 0 never promotes
    ])
    func relevanceOverTime(_ offset: TimeInterval, _ expected: Float) {
        var h = EngineHarness()
        let id = h.placeWith(
            h.timeline(
                [0, 60, 120, 400],
                relevance: [
                    TimelineEntryRelevance(score: 5), nil, TimelineEntryRelevance(score: 8, duration: 180),
                    TimelineEntryRelevance(score: -1),
                ]))
        #expect(h.engine.states[id]?.relevance.score(at: h.at(offset)) == expected)
    }

    @Test func relevanceWindowsAreInstantsTheEngineWakesFor() {
        var h = EngineHarness()
        let id = h.placeWith(h.timeline([0], relevance: [TimelineEntryRelevance(score: 3, duration: 120)]))
        #expect(h.engine.states[id]?.relevance.nextChange(after: h.now) == h.at(120))
        #expect(h.engine.nextInstant(after: h.now) == h.at(120))
    }

    @Test func scoresAreNormalisedByEachInstancesOwnHighest() {
        var h = EngineHarness()
        let id = h.placeWith(h.timeline([0, 60], relevance: [TimelineEntryRelevance(score: 200), TimelineEntryRelevance(score: 50)]))
        h.now = h.at(60)
        #expect(h.engine.states[id]?.relevance.normalizedScore(at: h.now) == 0.25)
    }

    private let ranking = StackRanking(margin: 0.15, affinityMargin: 0.25, minimumInterval: 900)
    private func member(_ id: String, _ score: Double, _ affinity: Double = 0) -> StackRanking.Member {
        StackRanking.Member(id: WidgetInstanceID(rawValue: id), normalizedScore: score, affinity: affinity)
    }

    @Test func rankingPrefersTheHigherNormalisedScore() {
        let result = ranking.rank(
            [member("a", 0.2), member("b", 0.9)], currentTop: nil, lastRotation: nil, pinned: nil, at: Fixtures.instant)
        #expect(result?.top.rawValue == "b")
        #expect(result?.ranked.map(\.id.rawValue) == ["b", "a"])
    }

    @Test(arguments: [(0.9, 1.0, "a"), (0.5, 0.7, "b")])
    func aChallengerMustWinByAMargin(_ current: Double, _ challenger: Double, _ expected: String) {
        let result = ranking.rank(
            [member("a", current), member("b", challenger)], currentTop: WidgetInstanceID(rawValue: "a"),
            lastRotation: nil, pinned: nil, at: Fixtures.instant)
        #expect(result?.top.rawValue == expected)
    }

    @Test func rotationIsConsideredAtMostOncePerInterval() {
        let members = [member("a", 0.1), member("b", 1.0)]
        let soon = ranking.rank(
            members, currentTop: WidgetInstanceID(rawValue: "a"), lastRotation: Fixtures.instant,
            pinned: nil, at: Fixtures.instant.addingTimeInterval(600))
        #expect(soon?.top.rawValue == "a")
        #expect(soon?.reason.contains("waits until") == true)
        let later = ranking.rank(
            members, currentTop: WidgetInstanceID(rawValue: "a"), lastRotation: Fixtures.instant,
            pinned: nil, at: Fixtures.instant.addingTimeInterval(900))
        #expect(later?.top.rawValue == "b")
    }

    @Test func aPinnedMemberStaysAndTheReasonSaysSo() {
        let result = ranking.rank(
            [member("a", 0), member("b", 1)], currentTop: WidgetInstanceID(rawValue: "a"), lastRotation: nil,
            pinned: WidgetInstanceID(rawValue: "a"), at: Fixtures.instant)
        #expect(result?.top.rawValue == "a")
        #expect(result?.reason.contains("chosen by hand") == true)
    }

    private func suppressed(_ id: String) -> StackRanking.Member {
        StackRanking.Member(id: WidgetInstanceID(rawValue: id), normalizedScore: 0, affinity: 5, neverPromote: true)
    }

    @Test func aScoreOfZeroOrLessIsNeverPromotedEvenWithAffinity() {
        // First ranking: the suppressed member is not put on top although it leads on affinity.
        let first = ranking.rank([suppressed("a"), member("b", 0)], currentTop: nil, lastRotation: nil, pinned: nil, at: Fixtures.instant)
        #expect(first?.top.rawValue == "b")
        #expect(first?.ranked.map(\.id.rawValue) == ["b", "a"])
        // It does not win the top from a member with nothing going for it.
        let kept = ranking.rank(
            [member("b", 0), suppressed("a")], currentTop: WidgetInstanceID(rawValue: "b"), lastRotation: nil,
            pinned: nil, at: Fixtures.instant)
        #expect(kept?.top.rawValue == "b")
        // On top, it yields to any other member (once the interval allows).
        let yields = ranking.rank(
            [suppressed("a"), member("b", 0)], currentTop: WidgetInstanceID(rawValue: "a"), lastRotation: nil,
            pinned: nil, at: Fixtures.instant)
        #expect(yields?.top.rawValue == "b")
        #expect(yields?.reason.contains("a reports a score of 0 or less") == true)
        // When every member asks not to be promoted, the top stays.
        let all = ranking.rank(
            [suppressed("a"), suppressed("b")], currentTop: WidgetInstanceID(rawValue: "b"), lastRotation: nil,
            pinned: nil, at: Fixtures.instant)
        #expect(all?.top.rawValue == "b")
    }

    @Test func aHeldBackChallengerSaysWhenItIsLookedAtAgain() {
        let result = ranking.rank(
            [member("a", 0.1), member("b", 1.0)], currentTop: WidgetInstanceID(rawValue: "a"),
            lastRotation: Fixtures.instant, pinned: nil, at: Fixtures.instant.addingTimeInterval(600))
        #expect(result?.reconsiderAt == Fixtures.instant.addingTimeInterval(900))
        let settled = ranking.rank(
            [member("a", 1.0), member("b", 0.1)], currentTop: WidgetInstanceID(rawValue: "a"),
            lastRotation: Fixtures.instant, pinned: nil, at: Fixtures.instant.addingTimeInterval(600))
        #expect(settled?.reconsiderAt == nil)
        #expect(settled?.reason.hasPrefix("a ranks first because its relevance is the highest") == true)
    }

    @Test func aNegativeScoreInForceForbidsPromotionUntilItsWindowEnds() {
        var h = EngineHarness()
        let id = h.placeWith(
            h.timeline([0, 60], relevance: [TimelineEntryRelevance(score: 4), TimelineEntryRelevance(score: -1, duration: 120)]))
        let relevance = h.engine.states[id]?.relevance
        #expect(relevance?.forbidsPromotion(at: h.at(30)) == false)
        #expect(relevance?.forbidsPromotion(at: h.at(60)) == true)
        #expect(relevance?.forbidsPromotion(at: h.at(180)) == false)
    }

    @Test func donationsAroundThisTimeOfDayDecideBetweenEqualScores() {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = Fixtures.utc
        // Monday 2026-11-16 and Tuesday 2026-11-17 at 08:30; the question is Friday 2026-11-20 at 08:30.
        let mondayMorning = ISO8601DateFormatter().date(from: "2026-11-16T08:30:00Z") ?? Fixtures.instant
        let tuesdayMorning = ISO8601DateFormatter().date(from: "2026-11-17T08:30:00Z") ?? Fixtures.instant
        let fridayMorning = ISO8601DateFormatter().date(from: "2026-11-20T08:30:00Z") ?? Fixtures.instant
        let fridayEvening = ISO8601DateFormatter().date(from: "2026-11-20T19:00:00Z") ?? Fixtures.instant
        var store = DonationStore()
        store.donate(InteractionDonation(kind: "news", date: mondayMorning))
        store.donate(InteractionDonation(kind: "news", date: tuesdayMorning))
        let morning = store.affinity(kind: "news", configuration: [:], at: fridayMorning, calendar: calendar)
        let evening = store.affinity(kind: "news", configuration: [:], at: fridayEvening, calendar: calendar)
        #expect(morning > 1.5)
        #expect(evening < 0.01)
        #expect(store.affinity(kind: "weather", configuration: [:], at: fridayMorning, calendar: calendar) == 0)
        let result = ranking.rank(
            [member("weather", 0.5, 0), member("news", 0.5, morning)], currentTop: WidgetInstanceID(rawValue: "weather"),
            lastRotation: nil, pinned: nil, at: fridayMorning)
        #expect(result?.top.rawValue == "news")
        #expect(result?.reason.contains("time of day") == true)
    }
}

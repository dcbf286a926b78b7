import Foundation

/// Ranks the members of a smart stack: a pure function, members in, ranked members and the
/// reason out.
///
/// Members are ordered by their current relevance score divided by the highest score each has
/// reported (scores are only comparable within one instance's history), then by interaction
/// affinity. A member whose relevance in force is a score of 0 or less has asked never to be
/// promoted: it ranks below every other member, never rotates to the top, and yields the top
/// to any other member (after the minimum interval). The current top stays unless a challenger
/// beats it by ``margin`` in normalised score (or, level on score, by ``affinityMargin`` in
/// affinity), and a rotation is considered at most once per ``minimumInterval``; a challenger
/// held back by the interval is looked at again when it ends (``Result/reconsiderAt``). A
/// member the user swiped to stays pinned: the caller releases the pin when a relevance changes.
public struct StackRanking: Hashable, Sendable {
    /// One member's standing at an instant.
    public struct Member: Hashable, Sendable {
        /// The member.
        public var id: WidgetInstanceID
        /// Current score / the member's highest score, 0 to 1 (0 for scores <= 0).
        public var normalizedScore: Double
        /// Time-of-day affinity from donations.
        public var affinity: Double
        /// True when the relevance in force has a score <= 0: never promote this member.
        public var neverPromote: Bool
        /// How its score came about, for the explanation.
        public var relevanceExplanation: String

        /// A member's standing.
        public init(
            id: WidgetInstanceID, normalizedScore: Double, affinity: Double, neverPromote: Bool = false,
            relevanceExplanation: String = ""
        ) {
            self.id = id
            self.normalizedScore = normalizedScore
            self.affinity = affinity
            self.neverPromote = neverPromote
            self.relevanceExplanation = relevanceExplanation
        }
    }

    /// The outcome: the order, the top, whether it changed, and why.
    public struct Result: Hashable, Sendable {
        /// The members, best first.
        public var ranked: [Member]
        /// The member to show on top.
        public var top: WidgetInstanceID
        /// True when the top changed.
        public var rotated: Bool
        /// Why, in words; made when read (the ranking runs on every frame, the reason is only
        /// shown or logged).
        public var reason: String { decision.reason(ranked: ranked) }
        /// What decided the top.
        let decision: Decision
        /// When a challenger held back by the minimum interval is looked at again (nil when
        /// nothing waits).
        public var reconsiderAt: Date?

        init(ranked: [Member], top: WidgetInstanceID, rotated: Bool, decision: Decision, reconsiderAt: Date? = nil) {
            self.ranked = ranked
            self.top = top
            self.rotated = rotated
            self.decision = decision
            self.reconsiderAt = reconsiderAt
        }
    }

    /// How much higher a challenger's normalised score must be to take the top.
    public var margin: Double
    /// How much higher a challenger's affinity must be to take the top when scores are level.
    public var affinityMargin: Double
    /// The least time between two rotations of one stack.
    public var minimumInterval: TimeInterval

    /// A ranking where a challenger must lead by `margin` (or `affinityMargin` on affinity alone),
    /// at most once every `minimumInterval` seconds.
    public init(margin: Double = 0.15, affinityMargin: Double = 0.25, minimumInterval: TimeInterval = 900) {
        self.margin = margin
        self.affinityMargin = affinityMargin
        self.minimumInterval = minimumInterval
    }

    /// Ranks `members` at `now`, given the current top, the last rotation and a pinned member.
    public func rank(
        _ members: [Member], currentTop: WidgetInstanceID?, lastRotation: Date?, pinned: WidgetInstanceID?,
        at now: Date
    ) -> Result? {
        guard let first = members.first else { return nil }
        let ranked = members.enumerated().sorted { a, b in
            let (x, y) = (a.element, b.element)
            if x.neverPromote != y.neverPromote { return !x.neverPromote }
            if x.normalizedScore != y.normalizedScore { return x.normalizedScore > y.normalizedScore }
            if x.affinity != y.affinity { return x.affinity > y.affinity }
            return a.offset < b.offset
        }.map(\.element)
        let best = ranked.first ?? first
        if let pinned, let member = members.first(where: { $0.id == pinned }) {
            return Result(ranked: ranked, top: pinned, rotated: false, decision: .pinned(member))
        }
        guard let currentTop, let current = members.first(where: { $0.id == currentTop }) else {
            return Result(ranked: ranked, top: best.id, rotated: true, decision: .firstPlace)
        }
        if best.id == current.id {
            return Result(ranked: ranked, top: current.id, rotated: false, decision: .firstPlace)
        }
        if best.neverPromote {
            return Result(ranked: ranked, top: current.id, rotated: false, decision: .noneMayPromote(current: current))
        }
        if let lastRotation, now.timeIntervalSince(lastRotation) < minimumInterval {
            let next = lastRotation.addingTimeInterval(minimumInterval)
            return Result(
                ranked: ranked, top: current.id, rotated: false,
                decision: .waiting(current: current, rotatedAt: lastRotation, until: next), reconsiderAt: next)
        }
        if current.neverPromote {
            return Result(ranked: ranked, top: best.id, rotated: true, decision: .topMayNotStay(best: best, current: current))
        }
        let scoreLead = best.normalizedScore - current.normalizedScore
        let wins = scoreLead >= margin || (abs(scoreLead) < 1e-9 && best.affinity - current.affinity >= affinityMargin)
        guard wins else {
            return Result(ranked: ranked, top: current.id, rotated: false, decision: .leadTooSmall(current: current, challenger: best))
        }
        return Result(ranked: ranked, top: best.id, rotated: true, decision: .rotated(best: best, byRelevance: scoreLead >= margin))
    }
}

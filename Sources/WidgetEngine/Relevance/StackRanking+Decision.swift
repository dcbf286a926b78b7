import Foundation

extension StackRanking {
    /// What decided a ranking's top; its words are made only when someone reads them.
    enum Decision: Hashable, Sendable {
        /// The user swiped to this member.
        case pinned(Member)
        /// The first ranked is on top (first ranking, or it is already there).
        case firstPlace
        /// Every member reports a score of 0 or less: the top stays.
        case noneMayPromote(current: Member)
        /// The stack rotated recently and waits for its minimum interval.
        case waiting(current: Member, rotatedAt: Date, until: Date)
        /// The top reports a score of 0 or less and yields.
        case topMayNotStay(best: Member, current: Member)
        /// The challenger does not lead by the margin.
        case leadTooSmall(current: Member, challenger: Member)
        /// The challenger took the top, by relevance or by affinity.
        case rotated(best: Member, byRelevance: Bool)

        func reason(ranked: [Member]) -> String {
            switch self {
            case let .pinned(member):
                return "\(member.id) was chosen by hand and stays until a relevance changes (\(Self.describe(member)))"
            case .firstPlace:
                return Self.firstPlace(ranked)
            case let .noneMayPromote(current):
                return "\(current.id) stays: every member reports a score of 0 or less, which never promotes (\(Self.describe(current)))"
            case let .waiting(current, rotatedAt, until):
                return
                    "\(current.id) stays: the stack rotated at \(rotatedAt.formatted(.iso8601)) and waits until \(until.formatted(.iso8601)) (\(Self.describe(current)))"
            case let .topMayNotStay(best, current):
                return "\(best.id) rotated to the top because \(current.id) reports a score of 0 or less: \(Self.describe(best))"
            case let .leadTooSmall(current, challenger):
                return
                    "\(current.id) stays: \(challenger.id) leads by too little to rotate (\(Self.describe(current)); challenger \(Self.describe(challenger)))"
            case let .rotated(best, byRelevance):
                let why = byRelevance ? "its relevance is higher" : "it is used around this time of day"
                return "\(best.id) rotated to the top because \(why): \(Self.describe(best))"
            }
        }

        /// Why the first of `ranked` is first, against the runner-up.
        private static func firstPlace(_ ranked: [Member]) -> String {
            guard let best = ranked.first else { return "" }
            let why: String
            if ranked.count == 1 {
                why = "it is the only member"
            } else if best.neverPromote {
                why = "every member reports a score of 0 or less, which never promotes"
            } else if ranked[1].neverPromote || best.normalizedScore > ranked[1].normalizedScore {
                why = "its relevance is the highest"
            } else if best.affinity > ranked[1].affinity {
                why = "level on relevance, it is used most around this time of day"
            } else {
                why = "every member is level, and the first keeps the top"
            }
            return "\(best.id) ranks first because \(why): \(describe(best))"
        }

        private static func describe(_ member: Member) -> String {
            let score = String(format: "%.2f", member.normalizedScore)
            let affinity = String(format: "%.2f", member.affinity)
            let relevance = member.relevanceExplanation.isEmpty ? "" : "; \(member.relevanceExplanation)"
            return "normalised score \(score), affinity \(affinity)\(relevance)"
        }
    }
}

import Foundation

/// One instance's relevance over time, by the rules of smart stacks: an entry's relevance
/// applies from its date for its duration (0: until a later entry gives a new one); an entry
/// without relevance keeps the previous one; a score of 0 or less never promotes. Scores are
/// normalised by the highest score this instance ever reported.
public struct RelevanceTracker: Codable, Hashable, Sendable {
    /// A relevance starting at an instant.
    public struct Mark: Codable, Hashable, Sendable {
        /// When it applies from.
        public var date: Date
        /// The score and how long it lasts.
        public var relevance: TimelineEntryRelevance
    }

    /// Relevance marks from the current timeline (and the one carried over from before it).
    public private(set) var marks: [Mark] = []
    /// The highest score this instance has reported: its own scale.
    public private(set) var highestScore: Float = 0

    /// No relevance reported yet.
    public init() {}

    /// A tracker as a cache file kept it.
    init(marks: [Mark], highestScore: Float) {
        self.marks = marks
        self.highestScore = highestScore
    }

    /// Takes a new timeline's relevances; the relevance in force at `now` carries over, so
    /// entries without relevance keep it.
    mutating func receive(_ timeline: ArchivedTimeline, at now: Date) {
        let carried = mark(at: now)
        marks = carried.map { [$0] } ?? []
        for entry in timeline.entries {
            guard let relevance = entry.relevance else { continue }
            marks.append(Mark(date: entry.date, relevance: relevance))
            highestScore = max(highestScore, relevance.score)
        }
    }

    /// The mark in force at `now` (ignoring expiry).
    func mark(at now: Date) -> Mark? {
        marks.last { $0.date <= now }
    }

    /// The score in force at `now`: 0 before any relevance, after a window ends, or for scores <= 0.
    public func score(at now: Date) -> Float {
        guard let mark = mark(at: now) else { return 0 }
        if mark.relevance.duration > 0, now >= mark.date.addingTimeInterval(mark.relevance.duration) { return 0 }
        return max(0, mark.relevance.score)
    }

    /// True when the relevance in force at `now` (within its window) has a score of 0 or
    /// less: the instance asks never to be promoted in a stack.
    public func forbidsPromotion(at now: Date) -> Bool {
        guard let mark = mark(at: now), mark.relevance.score <= 0 else { return false }
        return mark.relevance.duration <= 0 || now < mark.date.addingTimeInterval(mark.relevance.duration)
    }

    /// The score at `now` divided by the instance's highest score, from 0 to 1.
    public func normalizedScore(at now: Date) -> Double {
        guard highestScore > 0 else { return 0 }
        return Double(score(at: now) / highestScore)
    }

    /// When the relevance changes next after `now`: a later mark or the end of the current window.
    public func nextChange(after now: Date) -> Date? {
        var candidates: [Date] = []
        if let next = marks.first(where: { $0.date > now }) { candidates.append(next.date) }
        if let current = mark(at: now), current.relevance.duration > 0 {
            let end = current.date.addingTimeInterval(current.relevance.duration)
            if end > now { candidates.append(end) }
        }
        return candidates.min()
    }

    /// A description of the relevance in force, for "why is this on top".
    public func explanation(at now: Date) -> String {
        guard let mark = mark(at: now) else { return "no relevance reported" }
        let score = String(format: "%.2f", mark.relevance.score)
        let window: String
        if mark.relevance.duration > 0 {
            let end = mark.date.addingTimeInterval(mark.relevance.duration)
            window =
                now >= end
                ? "its window ended at \(end.formatted(.iso8601))"
                : "from \(mark.date.formatted(.iso8601)) until \(end.formatted(.iso8601))"
        } else {
            window = "from \(mark.date.formatted(.iso8601)) until a later entry changes it"
        }
        return "score \(score) of its highest \(String(format: "%.2f", highestScore)), \(window)"
    }
}

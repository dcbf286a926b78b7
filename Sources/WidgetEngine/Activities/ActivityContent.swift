import Foundation

/// An activity's state with when it goes stale and how relevant it is, as ActivityKit's
/// `ActivityContent`.
public struct ActivityContent<State: Codable & Hashable>: Hashable {
    /// The state the views are drawn from.
    public var state: State
    /// From this instant the activity is drawn as stale (``ActivityViewContext/isStale``) until
    /// an update brings a later one; nil for never.
    public var staleDate: Date?
    /// How the activity ranks against others (higher first); a smart stack promotes the most
    /// relevant activity above its widgets.
    public var relevanceScore: Double

    /// Content with `state`, an optional stale date and a relevance score (0 by default).
    public init(state: State, staleDate: Date?, relevanceScore: Double = 0) {
        self.state = state
        self.staleDate = staleDate
        self.relevanceScore = relevanceScore
    }
}

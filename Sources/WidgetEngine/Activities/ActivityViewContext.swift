import Foundation

/// What an activity's views are drawn from, as ActivityKit's `ActivityViewContext`.
public struct ActivityViewContext<Attributes: ActivityAttributes> {
    /// The activity's fixed attributes.
    public let attributes: Attributes
    /// Its current state.
    public let state: Attributes.ContentState
    /// Whether its stale date has passed when the views were evaluated.
    public let isStale: Bool
    /// Its identifier (what `homescreen activity start` printed).
    public let activityID: String

    /// A context (the host builds it; tests may too).
    public init(attributes: Attributes, state: Attributes.ContentState, isStale: Bool = false, activityID: String = "") {
        self.attributes = attributes
        self.state = state
        self.isStale = isStale
        self.activityID = activityID
    }
}

import Foundation

/// One live activity as the host keeps it: its JSON, its views evaluated into archives, and
/// its dates. What the control socket carries, what the strip draws and what
/// `activities.json` holds.
public struct ActivityRecord: Codable, Equatable, Sendable {
    /// Its identifier (``ActivityID``).
    public var id: String
    /// Its kind (``ActivityAttributes/activityKind``).
    public var kind: String
    /// The attributes as JSON text.
    public var attributes: String
    /// The latest state as JSON text.
    public var state: String
    /// The views of that state, archived.
    public var views: ActivityViews
    /// When it started.
    public var started: Date
    /// When its state last changed.
    public var updated: Date
    /// From when it is stale; nil for never.
    public var staleDate: Date?
    /// Its relevance (higher first).
    public var relevance: Double
    /// When it ended; nil while it runs.
    public var ended: Date?
    /// When it leaves the screen (set when it ends).
    public var dismissal: Date?
    /// The alert this change brings (`update(_:alertConfiguration:)`, `activity update
    /// --alert`): shown once as a toast when the home screen takes the change, never kept.
    public var alert: String?

    /// A record of a new activity.
    public init(
        id: String, kind: String, attributes: String, state: String, views: ActivityViews, started: Date,
        staleDate: Date? = nil, relevance: Double = 0
    ) {
        self.id = id
        self.kind = kind
        self.attributes = attributes
        self.state = state
        self.views = views
        self.started = started
        updated = started
        self.staleDate = staleDate
        self.relevance = relevance
    }

    /// Where it is in its life at `now`.
    public func activityState(at now: Date) -> ActivityState {
        if let dismissal, dismissal <= now { return .dismissed }
        if ended != nil { return .ended }
        if let staleDate, staleDate <= now { return .stale }
        return .active
    }

    /// Whether its change and its end come no earlier than its start.
    public var datesInOrder: Bool {
        updated >= started && (ended.map { $0 >= started } ?? true)
    }

    /// The next instant its drawing changes by itself (it goes stale or leaves), after `now`.
    public func nextChange(after now: Date) -> Date? {
        [ended == nil ? staleDate : nil, dismissal].compactMap { $0 }.filter { $0 > now }.min()
    }

    /// The payload its views are evaluated from.
    public func payload(at now: Date) -> ActivityPayload {
        ActivityPayload(
            attributes: Data(attributes.utf8), state: Data(state.utf8), isStale: activityState(at: now) == .stale,
            isEnded: ended != nil, id: id, date: now)
    }
}

/// Where an activity is in its life, as ActivityKit's `ActivityState`.
public enum ActivityState: String, Hashable, Sendable, Codable {
    /// Running: updates are taken.
    case active
    /// Ended: its final state stays on screen until it is dismissed.
    case ended
    /// Gone from the screen.
    case dismissed
    /// Running, but its stale date has passed.
    case stale
    /// Asked for, not yet shown (never reported here: a request shows at once).
    case pending
}

/// How long an ended activity stays on screen, as ActivityKit's `ActivityUIDismissalPolicy`.
public struct ActivityUIDismissalPolicy: Hashable, Sendable {
    /// The instant it leaves the screen; nil for the default.
    public let date: Date?
    /// Whether it leaves at once.
    public let isImmediate: Bool

    /// Stays until the user dismisses it or 4 hours have passed, as on iOS.
    public static let `default` = ActivityUIDismissalPolicy(date: nil, isImmediate: false)
    /// Leaves the screen at once.
    public static let immediate = ActivityUIDismissalPolicy(date: nil, isImmediate: true)
    /// Stays until `date` (at most 4 hours after the end) or until the user dismisses it.
    public static func after(_ date: Date) -> ActivityUIDismissalPolicy {
        ActivityUIDismissalPolicy(date: date, isImmediate: false)
    }

    /// How long the default policy keeps an ended activity: 4 hours, as iOS does.
    public static let defaultStay: TimeInterval = 4 * 3_600

    /// The instant an activity ended at `end` leaves the screen.
    public func dismissalDate(endedAt end: Date) -> Date {
        if isImmediate { return end }
        guard let date else { return end.addingTimeInterval(Self.defaultStay) }
        return min(max(date, end), end.addingTimeInterval(Self.defaultStay))
    }
}

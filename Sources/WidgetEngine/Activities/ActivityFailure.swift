/// Why an activity was refused or its views could not be drawn, worded for the user.
public struct ActivityFailure: Error, Equatable, Sendable, CustomStringConvertible {
    /// What a refusal means for later changes of the same activity, for a program to act on
    /// (``ActivityFailure/message`` is for a person and may be worded anew).
    public enum Reason: String, Codable, Equatable, Sendable {
        /// The activity has ended: it takes no more changes.
        case activityEnded
        /// No such activity is kept: it ended and was dismissed, or never started.
        case activityNotFound
    }

    /// What went wrong.
    public var message: String
    /// Why, when a later change of the same activity would be refused too; nil for a refusal
    /// of this change only (a bad state, dates out of order, a limit).
    public var reason: Reason?

    /// A failure saying `message`, for `reason`.
    public init(_ message: String, reason: Reason? = nil) {
        self.message = message
        self.reason = reason
    }

    public var description: String { message }

    /// The activity `id` has ended: it takes no more changes.
    public static func ended(_ id: String) -> ActivityFailure {
        ActivityFailure("activity \(id) has ended; it takes no more changes", reason: .activityEnded)
    }

    /// No activity `id` is kept.
    public static func notFound(_ id: String) -> ActivityFailure {
        ActivityFailure("no activity \(id): it ended and was dismissed, or never started", reason: .activityNotFound)
    }

    /// A change whose dates are out of order (it ends or goes stale before it starts or was
    /// updated).
    public static let datesOutOfOrder = ActivityFailure("its dates are out of order")
}

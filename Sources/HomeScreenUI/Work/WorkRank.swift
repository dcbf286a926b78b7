import Foundation

/// Which waiting ``WidgetCall`` starts first: the user's own waits and what is on screen
/// before what is not, then the call due soonest, then the one queued first.
struct WorkRank: Comparable {
    /// Who waits for the call's answer, most urgent first.
    enum Urgency: Int, Comparable {
        /// The user waits: a gallery snapshot or a parameter's choices.
        case userWaits
        /// A timeline of an instance on screen.
        case onScreen
        /// A timeline of an instance off screen.
        case offScreen

        static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    var urgency: Urgency
    /// When the call became due (the instant it is asked at).
    var due: Date
    /// The call's token: the order calls were queued in.
    var token: UInt64

    static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.urgency, lhs.due, lhs.token) < (rhs.urgency, rhs.due, rhs.token)
    }
}

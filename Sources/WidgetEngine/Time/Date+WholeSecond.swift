import Foundation

extension Date {
    /// The next whole second after this instant (the instant a seconds display changes): live
    /// text is formatted in whole seconds, so this is when a display of seconds is drawn anew.
    public var nextWholeSecond: Date {
        Date(timeIntervalSinceReferenceDate: timeIntervalSinceReferenceDate.rounded(.down) + 1)
    }
}

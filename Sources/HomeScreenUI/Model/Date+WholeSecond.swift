import Foundation

extension Date {
    /// The next whole second after this instant (the instant a seconds display changes).
    var nextWholeSecond: Date {
        Date(timeIntervalSinceReferenceDate: timeIntervalSinceReferenceDate.rounded(.down) + 1)
    }
}

import Foundation

/// Interaction donations and the time-of-day affinity they give a widget: a widget used around
/// this time of day before (more so on the same kind of day, weekday or weekend) ranks higher.
///
/// Each donation adds a weight that falls off with the distance between its time of day and
/// now (a Gaussian of σ = 45 minutes, circular over midnight), doubled on the same kind of day,
/// and halves every 14 days of age. Monday and Tuesday at 8:30 make Friday 8:30 likely.
public struct DonationStore: Codable, Hashable, Sendable {
    /// The donations kept, oldest first.
    public private(set) var donations: [InteractionDonation] = []
    /// Donations older than this are dropped.
    public var retention: TimeInterval = 60 * 86_400

    /// A store without donations.
    public init() {}

    /// Records a donation, dropping those past retention.
    public mutating func donate(_ donation: InteractionDonation) {
        donations.append(donation)
        donations.removeAll { donation.date.timeIntervalSince($0.date) > retention }
    }

    /// The affinity of (`kind`, `configuration`) at `now` in `calendar`, 0 when never used.
    public func affinity(kind: String, configuration: ConfigValues, at now: Date, calendar: Calendar) -> Double {
        let used = donations.filter { $0.kind == kind && $0.configuration == configuration && $0.date <= now }
        // No calendar work for a widget never used (the common case; stacks rank every frame).
        guard !used.isEmpty else { return 0 }
        let nowMinute = Self.minuteOfDay(now, calendar)
        let nowWeekend = calendar.isDateInWeekend(now)
        var total = 0.0
        for donation in used {
            let distance = Self.circularDistance(Self.minuteOfDay(donation.date, calendar), nowMinute)
            let timeWeight = exp(-(distance * distance) / (2 * 45 * 45))
            let dayWeight = calendar.isDateInWeekend(donation.date) == nowWeekend ? 1.0 : 0.5
            let ageDays = now.timeIntervalSince(donation.date) / 86_400
            total += timeWeight * dayWeight * pow(0.5, ageDays / 14)
        }
        return total
    }

    static func minuteOfDay(_ date: Date, _ calendar: Calendar) -> Double {
        let parts = calendar.dateComponents([.hour, .minute], from: date)
        return Double((parts.hour ?? 0) * 60 + (parts.minute ?? 0))
    }

    static func circularDistance(_ a: Double, _ b: Double) -> Double {
        let d = abs(a - b).truncatingRemainder(dividingBy: 1_440)
        return min(d, 1_440 - d)
    }
}

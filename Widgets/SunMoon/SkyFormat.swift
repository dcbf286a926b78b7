import Foundation

/// How the Sun and Moon widget writes times, dates and lengths in the place's zone.
struct SkyFormat {
    let timeZone: TimeZone

    private var clock: ClockFormat { ClockFormat(timeZone: timeZone) }

    /// "16:03".
    func time(_ date: Date) -> String { clock.time(date) }

    /// "16:03", or "—" when there is none.
    func time(_ date: Date?) -> String { date.map(time) ?? "—" }

    /// "Sat 21 Nov".
    func day(_ date: Date) -> String { clock.shortDate(date) }

    /// "16:03" on `reference`'s day, else "Sat 21 Nov 16:03".
    func moment(_ date: Date, from reference: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar.isDate(date, inSameDayAs: reference) ? time(date) : "\(day(date)) \(time(date))"
    }

    /// "8h 21m".
    static func length(_ interval: TimeInterval) -> String {
        let minutes = Int((interval / 60).rounded())
        return "\(minutes / 60)h \(String(format: "%02d", minutes % 60))m"
    }

    /// "+2m", "−3m", "±0m".
    static func change(_ interval: TimeInterval) -> String {
        let minutes = Int((interval / 60).rounded())
        return minutes == 0 ? "±0m" : minutes > 0 ? "+\(minutes)m" : "−\(-minutes)m"
    }
}

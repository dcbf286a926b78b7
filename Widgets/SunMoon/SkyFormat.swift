import Foundation
import WidgetEngine

/// How the Sun and Moon widget writes times, dates and lengths in the place's zone.
struct SkyFormat {
    let timeZone: TimeZone
    /// How hours are written (the environment's `hourCycle`; nil: 24-hour).
    var hourCycle: HourCycle? = nil

    private var clock: ClockFormat { ClockFormat(timeZone: timeZone) }

    /// "16:03", or "4:03 PM" in the 12-hour cycle.
    func time(_ date: Date) -> String { clock.timeWithPeriod(date, in: hourCycle) }

    /// The digits alone, for block digits: "16:03", or "4:03" in the 12-hour cycle; "—" when
    /// there is none.
    func digits(_ date: Date?) -> String { date.map { clock.time($0, in: hourCycle) } ?? "—" }

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

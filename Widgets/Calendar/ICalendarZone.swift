import Foundation

/// Anything that says how far ahead of UTC the wall clock is at an instant.
protocol UTCOffsetting {
    func secondsFromGMT(for date: Date) -> Int
}

extension TimeZone: UTCOffsetting {}

/// The zone an iCalendar wall-clock time is read in: one the system knows (an IANA name, also
/// reached from a Windows name or a VTIMEZONE's `X-LIC-LOCATION`), or one defined only by the
/// file's VTIMEZONE, evaluated from its STANDARD and DAYLIGHT rules.
enum ICalendarZone: Hashable, Sendable, UTCOffsetting {
    case system(TimeZone)
    case defined(VTimeZoneRules)

    static let utc = ICalendarZone.system(TimeZone(secondsFromGMT: 0) ?? .current)

    func secondsFromGMT(for date: Date) -> Int {
        switch self {
        case let .system(zone): return zone.secondsFromGMT(for: date)
        case let .defined(rules): return rules.secondsFromGMT(for: date)
        }
    }
}

import Foundation

/// The status bar's "HH:MM", made once per minute: formatting through a calendar costs more
/// than the rest of the status bar, and a ticking widget draws a frame every second.
struct StatusClock {
    private var minute: Int?
    private var zone: String?
    private var text = ""

    /// "HH:MM" at `now` in `timeZone` (24-hour, as the status bar has always shown it).
    mutating func text(at now: Date, in timeZone: TimeZone) -> String {
        // Every zone in use today is a whole number of minutes from UTC, so the text changes
        // only on UTC minute boundaries.
        let current = Int((now.timeIntervalSince1970 / 60).rounded(.down))
        if current == minute, zone == timeZone.identifier { return text }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.hour, .minute], from: now)
        text = Self.twoDigits(parts.hour ?? 0) + ":" + Self.twoDigits(parts.minute ?? 0)
        minute = current
        zone = timeZone.identifier
        return text
    }

    private static func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
}

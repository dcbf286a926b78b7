import Foundation
import WidgetUI

/// The status bar's time, made once per minute: formatting through a calendar costs more
/// than the rest of the status bar, and a ticking widget draws a frame every second.
struct StatusClock {
    private var minute: Int?
    private var zone: String?
    private var cycle: HourCycle?
    private var text = ""

    /// The time at `now` in `timeZone`: "09:41" in the 24-hour cycle (the default, as the
    /// status bar has always shown it), "9:41 AM" in the 12-hour one.
    mutating func text(at now: Date, in timeZone: TimeZone, hourCycle: HourCycle? = nil) -> String {
        // Every zone in use today is a whole number of minutes from UTC, so the text changes
        // only on UTC minute boundaries.
        let current = Int((now.timeIntervalSince1970 / 60).rounded(.down))
        if current == minute, zone == timeZone.identifier, cycle == hourCycle { return text }
        text = (hourCycle ?? .h23).time(of: now, in: timeZone)
        minute = current
        zone = timeZone.identifier
        cycle = hourCycle
        return text
    }
}

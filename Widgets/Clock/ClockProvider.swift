import WidgetEngine

/// One entry at the start of every minute for the next hour, then asks again (`.atEnd`).
struct ClockProvider: TimelineProvider {
    static let worldZoneIdentifiers = ["America/Los_Angeles", "America/New_York", "Europe/London", "Europe/Berlin",
                                       "Asia/Kolkata", "Asia/Tokyo", "Australia/Sydney"]

    var timeZone: TimeZone = .current

    var worldZones: [TimeZone] { Self.worldZoneIdentifiers.compactMap(TimeZone.init(identifier:)) }

    func placeholder(in context: Context) -> ClockEntry {
        ClockEntry(date: context.date, timeZone: timeZone, worldZones: worldZones)
    }

    func getSnapshot(in context: Context, completion: @escaping @Sendable (ClockEntry) -> Void) {
        completion(ClockEntry(date: context.date, timeZone: timeZone, worldZones: worldZones))
    }

    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<ClockEntry>) -> Void) {
        completion(Timeline(entries: Self.minuteDates(from: context.date, count: 60).map {
            ClockEntry(date: $0, timeZone: timeZone, worldZones: worldZones)
        }, policy: .atEnd))
    }

    /// `date`, then the start of each following minute, `count` dates in all.
    static func minuteDates(from date: Date, count: Int) -> [Date] {
        let start = (date.timeIntervalSinceReferenceDate / 60).rounded(.down) * 60
        return [date] + (1..<max(1, count)).map { Date(timeIntervalSinceReferenceDate: start + Double($0) * 60) }
    }
}

import WidgetEngine

// `homescreen render clock --previews` lists these; `--preview 1` draws the first.

#Preview("Noon in Tokyo", as: .systemSmall) {
    ClockWidget()
} timeline: {
    // Noon and a minute past, 1 January 2026, in Tokyo; no world clocks { none }.
    ClockEntry.preview(at: 1_767_236_400, in: "Asia/Tokyo")
    ClockEntry.preview(at: 1_767_236_460, in: "Asia/Tokyo")
}

#Preview("World clocks", as: .systemLarge) {
    ClockWidget()
} timeline: {
    ClockEntry.preview(at: 1_767_236_400, in: "Europe/Paris", worldClocks: ["America/New_York", "Asia/Tokyo"])
}

extension ClockEntry {
    /// An entry at `seconds` since 1970 in the zone `zone`, with world clocks (daytime
    /// between 6 and 18 in each).
    static func preview(at seconds: TimeInterval, in zone: String, worldClocks: [String] = []) -> ClockEntry {
        let date = Date(timeIntervalSince1970: seconds)
        let clocks = worldClocks.compactMap(TimeZone.init(identifier:)).map { timeZone in
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = timeZone
            return WorldClock(timeZone: timeZone, isDaytime: (6..<18).contains(calendar.component(.hour, from: date)))
        }
        return ClockEntry(date: date, timeZone: TimeZone(identifier: zone) ?? .gmt, worldClocks: clocks, problem: nil)
    }
}

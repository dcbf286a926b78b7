import WidgetEngine

/// One minute of the clock, or the zone names it could not use.
struct ClockEntry: TimelineEntry {
    /// A world clock's zone, and whether the Sun is up in its city.
    struct WorldClock: Hashable, Sendable {
        let timeZone: TimeZone
        let isDaytime: Bool
    }

    let date: Date
    /// The zone of the main clock.
    let timeZone: TimeZone
    /// The world clocks, in order.
    let worldClocks: [WorldClock]
    /// What is wrong with the parameters; nil when the clock can show.
    let problem: ClockZones.Problem?
}

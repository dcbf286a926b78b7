import WidgetEngine

/// One minute of the clock.
struct ClockEntry: TimelineEntry {
    let date: Date
    /// The zone of the main clock.
    let timeZone: TimeZone
    /// The zones of the world clocks, in order.
    let worldZones: [TimeZone]
}

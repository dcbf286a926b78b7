import WidgetEngine

/// One entry at the start of every minute for the next hour, then asks again (`.atEnd`).
struct ClockProvider: AppIntentTimelineProvider {
    /// The zone used when the `timeZone` parameter is empty; tests pin it.
    var machineZone: TimeZone = .current

    func placeholder(in context: Context) -> ClockEntry {
        let zones = ClockZones.resolve(timeZone: "", worldClocks: ClockZones.defaultWorldClocks, machineZone: machineZone)
        return entry(at: context.date, zones: zones, family: context.family)
    }

    func snapshot(for configuration: ClockIntent, in context: Context) async -> ClockEntry {
        entry(at: context.date, zones: zones(configuration), family: context.family)
    }

    func timeline(for configuration: ClockIntent, in context: Context) async -> Timeline<ClockEntry> {
        let zones = zones(configuration)
        if case .failure = zones {
            return Timeline(entries: [entry(at: context.date, zones: zones, family: context.family)], policy: .never)
        }
        let entries = Self.minuteDates(from: context.date, count: 60).map { entry(at: $0, zones: zones, family: context.family) }
        return Timeline(entries: entries, policy: .atEnd)
    }

    private func zones(_ configuration: ClockIntent) -> Result<ClockZones, ClockZones.Problem> {
        ClockZones.resolve(timeZone: configuration.timeZone, worldClocks: configuration.worldClocks, machineZone: machineZone)
    }

    /// The entry at `date`; the world clocks (the Sun's height in each city) only for the
    /// families that show them.
    private func entry(at date: Date, zones: Result<ClockZones, ClockZones.Problem>, family: WidgetFamily) -> ClockEntry {
        switch zones {
        case let .success(zones):
            let shown = ClockView.showsWorldClocks(in: family) ? zones.world : []
            let world = shown.map { ClockEntry.WorldClock(timeZone: $0, isDaytime: ClockZones.isDaytime(in: $0, at: date)) }
            return ClockEntry(date: date, timeZone: zones.main, worldClocks: world, problem: nil)
        case let .failure(problem):
            return ClockEntry(date: date, timeZone: machineZone, worldClocks: [], problem: problem)
        }
    }

    /// `date`, then the start of each following minute, `count` dates in all.
    static func minuteDates(from date: Date, count: Int) -> [Date] {
        let start = (date.timeIntervalSinceReferenceDate / 60).rounded(.down) * 60
        return [date] + (1..<max(1, count)).map { Date(timeIntervalSinceReferenceDate: start + Double($0) * 60) }
    }
}

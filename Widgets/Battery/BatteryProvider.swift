import WidgetEngine

/// The power supplies at one instant, or why they could not be read.
struct BatteryEntry: TimelineEntry {
    let date: Date
    let supply: PowerSupply
    let problem: BatteryProblem?

    /// Low and discharging: the lower the charge, the higher the score; otherwise 0 (never
    /// brought forward in a stack).
    var relevance: TimelineEntryRelevance? {
        guard problem == nil else { return nil }
        guard supply.isLow, let capacity = supply.capacity else { return TimelineEntryRelevance(score: 0) }
        return TimelineEntryRelevance(score: Float(100 - capacity))
    }
}

/// Reads the batteries now and asks again in 20 minutes.
struct BatteryProvider: TimelineProvider {
    /// Charge changes by a few percent in 20 minutes. 20 minutes is also the shortest interval
    /// the default budget (72 reloads in 24 h) sustains all day: 24 h / 72 = 20 min.
    static let refresh: TimeInterval = 20 * 60
    /// With no battery there is nothing to follow; a battery plugged in later (a UPS, a
    /// laptop's second battery) shows within six hours, or at once with `homescreen reload`.
    static let refreshWithoutBattery: TimeInterval = 6 * 3_600

    static let sample = PowerSupply(
        batteries: [
            BatteryReading(name: "BAT0", capacity: 76, status: .discharging, timeRemaining: 3 * 3_600 + 12 * 60, energyFull: 50_000_000)
        ], externalPower: false)

    var reader = PowerSupplyReader()

    func placeholder(in context: Context) -> BatteryEntry {
        BatteryEntry(date: context.date, supply: Self.sample, problem: nil)
    }

    func getSnapshot(in context: Context, completion: @escaping @Sendable (BatteryEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<BatteryEntry>) -> Void) {
        let entry: BatteryEntry
        switch reader.read() {
        case let .success(supply):
            entry = BatteryEntry(date: context.date, supply: supply, problem: nil)
        case let .failure(problem):
            entry = BatteryEntry(date: context.date, supply: PowerSupply(batteries: [], externalPower: nil), problem: problem)
        }
        let wait = entry.problem == nil && entry.supply.batteries.isEmpty ? Self.refreshWithoutBattery : Self.refresh
        completion(Timeline(entries: [entry], policy: .after(context.date.addingTimeInterval(wait))))
    }
}

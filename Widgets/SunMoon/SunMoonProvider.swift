import WidgetEngine

/// Entries now, at each dawn, sunrise, sunset and dusk, an hour before sunset (relevance),
/// and at the next midnight in the place's zone, where it asks again (`.atEnd`): about one
/// reload a day.
struct SunMoonProvider: AppIntentTimelineProvider {
    /// The zone used when the `timeZone` parameter is empty; tests pin it.
    var machineZone: TimeZone = .current

    static let samplePlace = SkyPlace(
        name: "Greenwich", coordinate: ZoneLocations.greenwich,
        timeZone: TimeZone(identifier: "Europe/London") ?? .gmt)

    func placeholder(in context: Context) -> SunMoonEntry {
        SunMoonEntry(date: context.date, report: SkyReport(place: Self.samplePlace, at: context.date), problem: nil)
    }

    func snapshot(for configuration: SunMoonIntent, in context: Context) async -> SunMoonEntry {
        switch place(for: configuration) {
        case let .success(place): return SunMoonEntry(date: context.date, report: SkyReport(place: place, at: context.date), problem: nil)
        case .failure: return placeholder(in: context)
        }
    }

    func timeline(for configuration: SunMoonIntent, in context: Context) async -> Timeline<SunMoonEntry> {
        switch place(for: configuration) {
        case let .success(place):
            let dates = Self.entryDates(from: context.date, at: place)
            return Timeline(
                entries: dates.map { SunMoonEntry(date: $0, report: SkyReport(place: place, at: $0), problem: nil) },
                policy: .atEnd)
        case let .failure(problem):
            return Timeline(entries: [SunMoonEntry(date: context.date, report: nil, problem: problem)], policy: .never)
        }
    }

    func place(for configuration: SunMoonIntent) -> Result<SkyPlace, SkyPlace.Problem> {
        SkyPlace.resolve(
            name: configuration.name, latitude: configuration.latitude, longitude: configuration.longitude,
            timeZone: configuration.timeZone, machineZone: machineZone)
    }

    /// `now`, every solar event and hour-before-sunset until the next midnight in the place's
    /// zone, and that midnight.
    static func entryDates(from now: Date, at place: SkyPlace) -> [Date] {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = place.timeZone
        let midnight =
            calendar.nextDate(
                after: now, matching: DateComponents(hour: 0, minute: 0, second: 0),
                matchingPolicy: .nextTime) ?? now.addingTimeInterval(86_400)
        let events = SkyReport.events(after: now, through: midnight, at: place.coordinate)
        let warnings = events.filter { $0.kind == .sunset }.map { $0.date.addingTimeInterval(-SunMoonEntry.beforeSunset) }
            .filter { $0 > now && $0 < midnight }
        return [now] + Set(events.map(\.date) + warnings + [midnight]).sorted()
    }
}

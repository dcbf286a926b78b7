import Foundation

/// The Sun and Moon at one place and instant: today's solar day, the next rise and set, and
/// the Moon's phase with the next new and full moon.
struct SkyReport: Hashable, Sendable {
    let place: SkyPlace
    let date: Date
    /// The solar day of `date`'s calendar day in the place's zone.
    let today: SolarDay
    /// Yesterday's, for the change in day length.
    let yesterday: SolarDay
    /// The first sunrise after `date`; nil when none comes within a year.
    let nextSunrise: Date?
    /// The first sunset after `date`; nil when none comes within a year.
    let nextSunset: Date?
    let moon: MoonPhase
    let nextNewMoon: Date
    let nextFullMoon: Date

    /// The Sun is above the horizon (rise and set altitude) at `date`.
    var sunIsUp: Bool {
        SolarPosition.elevation(at: date, from: place.coordinate) > SolarDay.horizon
    }

    /// The report at `date`.
    init(place: SkyPlace, at date: Date) {
        self.place = place
        self.date = date
        today = SolarDay(place: place.coordinate, containing: date, in: place.timeZone)
        yesterday = SolarDay(place: place.coordinate, containing: today.noon.addingTimeInterval(-86_400), in: place.timeZone)
        (nextSunrise, nextSunset) = Self.nextRiseAndSet(after: date, at: place.coordinate)
        moon = MoonPhase(at: date)
        nextNewMoon = LunarPhases.next(.new, after: date)
        nextFullMoon = LunarPhases.next(.full, after: date)
    }

    /// Every solar event in `(after, through]`, in order.
    static func events(after start: Date, through end: Date, at place: GeoCoordinate) -> [(date: Date, kind: SkyEvent)] {
        let first = Int((start.timeIntervalSince1970 / 86_400).rounded(.down)) - 1
        let last = Int((end.timeIntervalSince1970 / 86_400).rounded(.down)) + 1
        var events: [(date: Date, kind: SkyEvent)] = []
        for number in first...max(first, last) {
            let day = SolarDay(place: place, dayNumber: number)
            let candidates: [(Date?, SkyEvent)] = [(day.dawn, .dawn), (day.sunrise, .sunrise), (day.sunset, .sunset), (day.dusk, .dusk)]
            for case let (date?, kind) in candidates where date > start && date <= end { events.append((date, kind)) }
        }
        return events.sorted { $0.date < $1.date }
    }

    /// The next sunrise and sunset after `date`, searched a day at a time for a year (a polar
    /// night or day lasts at most about six months).
    private static func nextRiseAndSet(after date: Date, at place: GeoCoordinate) -> (Date?, Date?) {
        var rise: Date?, set: Date?
        let first = Int((date.timeIntervalSince1970 / 86_400).rounded(.down)) - 1
        for number in first...(first + 370) {
            let day = SolarDay(place: place, dayNumber: number)
            if rise == nil, let sunrise = day.sunrise, sunrise > date { rise = sunrise }
            if set == nil, let sunset = day.sunset, sunset > date { set = sunset }
            if rise != nil && set != nil { break }
        }
        return (rise, set)
    }
}

/// A moment in the Sun's day that changes what the widget shows.
enum SkyEvent: String, Hashable, Sendable {
    case dawn, sunrise, sunset, dusk
}

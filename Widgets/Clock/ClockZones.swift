import Foundation
import WidgetEngine

/// The clock's parameters turned into zones, or the names it does not know.
struct ClockZones: Hashable, Sendable {
    /// A zone name that is not in the tz database.
    struct Problem: Error, Hashable, Sendable, CustomStringConvertible {
        let parameter: String
        let name: String

        var description: String {
            "\(parameter): \"\(name)\" is not a time zone; use IANA names such as Europe/Berlin"
        }
    }

    /// The zones shown in large when the parameter is left at its default.
    static let defaultWorldClocks =
        "America/Los_Angeles, America/New_York, Europe/London, Europe/Berlin, Asia/Kolkata, Asia/Tokyo, Australia/Sydney"

    let main: TimeZone
    let world: [TimeZone]

    /// The main zone (`timeZone`; empty for `machineZone`) and the world clocks (a comma-separated
    /// list of IANA names; empty for none).
    static func resolve(timeZone: String, worldClocks: String, machineZone: TimeZone) -> Result<ClockZones, Problem> {
        let mainName = timeZone.trimmingSpaces()
        let main: TimeZone
        if mainName.isEmpty {
            main = machineZone
        } else if let zone = TimeZone(identifier: mainName) {
            main = zone
        } else {
            return .failure(Problem(parameter: "timeZone", name: mainName))
        }
        var world: [TimeZone] = []
        for name in worldClocks.split(separator: ",").map({ $0.trimmingSpaces() }) where !name.isEmpty {
            guard let zone = TimeZone(identifier: name) else { return .failure(Problem(parameter: "worldClocks", name: name)) }
            world.append(zone)
        }
        return .success(ClockZones(main: main, world: world))
    }

    /// Whether it is day in `zone`'s city at `date`: the Sun above the horizon there (the tz
    /// database places each zone), else between 07:00 and 19:00 on the zone's clock.
    static func isDaytime(in zone: TimeZone, at date: Date) -> Bool {
        if let place = ZoneLocations.coordinate(of: zone.identifier) {
            return SolarPosition.elevation(at: date, from: place) > SolarDay.horizon
        }
        return ClockFormat(timeZone: zone).isDaytime(date)
    }
}

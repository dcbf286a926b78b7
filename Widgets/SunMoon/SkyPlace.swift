import Foundation

/// Where the sky is computed for and in which zone its times are shown: the widget's
/// parameters resolved, or what is wrong with them.
struct SkyPlace: Hashable, Sendable {
    /// What to fix in the parameters.
    enum Problem: Error, Hashable, Sendable, CustomStringConvertible {
        case unknownTimeZone(String)
        case badCoordinate(field: String, value: String, range: String)
        case halfACoordinate(missing: String)
        case zoneWithoutPlace(String)

        var description: String {
            switch self {
            case let .unknownTimeZone(name):
                return "timeZone \"\(name)\" is not a time zone; use an IANA name such as Europe/Berlin"
            case let .badCoordinate(field, value, range):
                return "\(field) \"\(value)\" is not a number of degrees from \(range)"
            case let .halfACoordinate(missing):
                return "\(missing) is empty; set both latitude and longitude, or neither"
            case let .zoneWithoutPlace(zone):
                return "the time zone \(zone) has no place in the tz database; set latitude and longitude"
            }
        }
    }

    /// Shown as the place's name: the `name` parameter, the zone's city, or the coordinates.
    let name: String
    let coordinate: GeoCoordinate
    let timeZone: TimeZone

    /// South of the equator, where the Moon is seen the other way round.
    var isSouthern: Bool { coordinate.latitude < 0 }

    /// The place the parameters describe. Empty latitude and longitude take the place the
    /// time zone is named after (`zone.tab`); an empty zone is `machineZone`.
    static func resolve(
        name: String, latitude: String, longitude: String, timeZone zoneName: String,
        machineZone: TimeZone
    ) -> Result<SkyPlace, Problem> {
        let trimmedZone = zoneName.trimmingCharacters(in: .whitespaces)
        let zone: TimeZone
        if trimmedZone.isEmpty {
            zone = machineZone
        } else if let named = TimeZone(identifier: trimmedZone) {
            zone = named
        } else {
            return .failure(.unknownTimeZone(trimmedZone))
        }
        let lat = latitude.trimmingCharacters(in: .whitespaces), lon = longitude.trimmingCharacters(in: .whitespaces)
        let label = name.trimmingCharacters(in: .whitespaces)
        switch (lat.isEmpty, lon.isEmpty) {
        case (true, true):
            guard let coordinate = ZoneLocations.coordinate(of: zone.identifier) else {
                return .failure(.zoneWithoutPlace(zone.identifier))
            }
            return .success(SkyPlace(name: label.isEmpty ? cityName(of: zone) : label, coordinate: coordinate, timeZone: zone))
        case (true, false):
            return .failure(.halfACoordinate(missing: "latitude"))
        case (false, true):
            return .failure(.halfACoordinate(missing: "longitude"))
        case (false, false):
            guard let latitudeValue = Double(lat), (-90...90).contains(latitudeValue) else {
                return .failure(.badCoordinate(field: "latitude", value: lat, range: "-90 (south) to 90 (north)"))
            }
            guard let longitudeValue = Double(lon), (-180...180).contains(longitudeValue) else {
                return .failure(.badCoordinate(field: "longitude", value: lon, range: "-180 (west) to 180 (east)"))
            }
            let coordinate = GeoCoordinate(latitude: latitudeValue, longitude: longitudeValue)
            return .success(SkyPlace(name: label.isEmpty ? coordinate.description : label, coordinate: coordinate, timeZone: zone))
        }
    }

    /// "New York" for America/New_York; "Greenwich" for UTC.
    static func cityName(of zone: TimeZone) -> String {
        if ZoneLocations.coordinate(of: zone.identifier) == ZoneLocations.greenwich { return "Greenwich" }
        let last = zone.identifier.split(separator: "/").last.map(String.init) ?? zone.identifier
        return last.replacingOccurrences(of: "_", with: " ")
    }
}

import Foundation

/// Where the weather is for: a name to show and coordinates.
struct WeatherPlace: Hashable, Sendable {
    var name: String
    var coordinate: GeoCoordinate

    /// What the `place` parameter says: coordinates ("52.52, 13.41", decimal degrees, north
    /// and east positive), a name to look up, or nothing yet. Nothing is guessed (from the
    /// time zone, say): no server hears of a place until the user names one.
    enum Query: Hashable, Sendable {
        case coordinates(GeoCoordinate)
        case name(String)
        case none
    }

    /// Reads the parameter; nil when it is a pair of numbers out of range.
    static func query(_ text: String) -> Query? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty { return Query.none }
        let parts = trimmed.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        if parts.count == 2, let latitude = Double(parts[0]), let longitude = Double(parts[1]) {
            guard (-90...90).contains(latitude), (-180...180).contains(longitude) else { return nil }
            return .coordinates(GeoCoordinate(latitude: latitude, longitude: longitude))
        }
        return .name(trimmed)
    }

    /// Why `text` is refused at save, or nil.
    static func validation(_ text: String) -> String? {
        query(text) == nil ? "coordinates are latitude -90 to 90, longitude -180 to 180 (\"52.52, 13.41\")" : nil
    }
}

import Foundation

/// A place on Earth in decimal degrees: latitude north positive, longitude east positive.
struct GeoCoordinate: Hashable, Sendable, Codable {
    var latitude: Double
    var longitude: Double

    /// "52.52°N 13.40°E".
    var description: String {
        String(format: "%.2f°%@ %.2f°%@", abs(latitude), latitude < 0 ? "S" : "N", abs(longitude), longitude < 0 ? "W" : "E")
    }
}

import Foundation

/// Open-Meteo's geocoding answer (`/v1/search?name=…&count=1`): the places a name matches,
/// best first; no `results` when none does.
struct OpenMeteoPlaces: Decodable {
    struct Result: Decodable {
        var name: String
        var latitude: Double
        var longitude: Double
        var country: String?
        var admin1: String?
    }

    var results: [Result]?

    /// The first place of `data` (nil: the name matched none); throws for anything that is not
    /// Open-Meteo's answer.
    static func decode(_ data: Data) throws -> WeatherPlace? {
        let answer = try JSONProblem.decode(OpenMeteoPlaces.self, from: data)
        return answer.results?.first.map { place in
            WeatherPlace(name: place.name, coordinate: GeoCoordinate(latitude: place.latitude, longitude: place.longitude))
        }
    }
}

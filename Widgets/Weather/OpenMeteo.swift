import Foundation
import WidgetNetwork

/// The requests the weather widget makes of Open-Meteo (open-meteo.com: free, no key): the
/// forecast for a place, and a place's coordinates by name. A self-hosted Open-Meteo serves
/// both from one server; the public service has geocoding on a host of its own.
struct OpenMeteo: Sendable {
    static let publicServer = "https://api.open-meteo.com"
    static let publicGeocoding = "https://geocoding-api.open-meteo.com"

    /// The forecast server's base URL.
    var server: String

    /// The forecast for `coordinate` in `imperial` or metric units: conditions now, 48 hours
    /// and 7 days, times as Unix seconds, in the place's own zone.
    func forecast(at coordinate: GeoCoordinate, imperial: Bool) -> HTTPRequest? {
        var query = [
            "latitude": String(format: "%.4f", coordinate.latitude), "longitude": String(format: "%.4f", coordinate.longitude),
            "current": "temperature_2m,apparent_temperature,relative_humidity_2m,wind_speed_10m,weather_code,is_day",
            "hourly": "temperature_2m,weather_code,precipitation_probability,is_day",
            "daily": "weather_code,temperature_2m_max,temperature_2m_min,precipitation_probability_max",
            "timezone": "auto", "forecast_days": "7", "timeformat": "unixtime",
        ]
        if imperial {
            query["temperature_unit"] = "fahrenheit"
            query["wind_speed_unit"] = "mph"
            query["precipitation_unit"] = "inch"
        }
        return request(server, "/v1/forecast", query, bodyLimit: 1 << 20)
    }

    /// The places named `name`, the best first (one asked for).
    func places(named name: String) -> HTTPRequest? {
        let base = server == Self.publicServer ? Self.publicGeocoding : server
        return request(base, "/v1/search", ["name": name, "count": "1", "language": "en", "format": "json"], bodyLimit: 256 << 10)
    }

    private func request(_ base: String, _ path: String, _ query: [String: String], bodyLimit: Int) -> HTTPRequest? {
        guard var parts = URLComponents(string: base.hasSuffix("/") ? String(base.dropLast()) + path : base + path) else { return nil }
        parts.queryItems = query.sorted { $0.key < $1.key }.map { URLQueryItem(name: $0.key, value: $0.value) }
        return parts.url.map { HTTPRequest(url: $0, bodyLimit: bodyLimit) }
    }
}

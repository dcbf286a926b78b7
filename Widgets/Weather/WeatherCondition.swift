/// A WMO weather interpretation code (what Open-Meteo's `weather_code` holds), with its SF
/// Symbol (drawn as a terminal glyph, see docs/bundled-widgets.md's legend) and its name.
struct WeatherCondition: Hashable, Sendable {
    let code: Int

    /// The symbol by day or by night (clear and partly cloudy skies show the moon at night).
    func symbol(isDay: Bool) -> String {
        switch code {
        case 0, 1: return isDay ? "sun.max" : "moon"
        case 2: return isDay ? "cloud.sun" : "cloud.moon"
        case 3: return "cloud"
        case 45, 48: return "cloud.fog"
        case 51, 53, 55: return "cloud.drizzle"
        case 56, 57, 66, 67: return "cloud.sleet"
        case 61, 63, 80, 81: return "cloud.rain"
        case 65, 82: return "cloud.heavyrain"
        case 71, 73, 75, 77, 85, 86: return "cloud.snow"
        case 95: return "cloud.bolt"
        case 96, 99: return "cloud.bolt.rain"
        default: return "questionmark"
        }
    }

    /// "Partly cloudy", as WMO's table names the code.
    var name: String {
        switch code {
        case 0: return "Clear sky"
        case 1: return "Mainly clear"
        case 2: return "Partly cloudy"
        case 3: return "Overcast"
        case 45: return "Fog"
        case 48: return "Rime fog"
        case 51: return "Light drizzle"
        case 53: return "Drizzle"
        case 55: return "Dense drizzle"
        case 56, 57: return "Freezing drizzle"
        case 61: return "Light rain"
        case 63: return "Rain"
        case 65: return "Heavy rain"
        case 66, 67: return "Freezing rain"
        case 71: return "Light snow"
        case 73: return "Snow"
        case 75: return "Heavy snow"
        case 77: return "Snow grains"
        case 80: return "Light showers"
        case 81: return "Showers"
        case 82: return "Violent showers"
        case 85, 86: return "Snow showers"
        case 95: return "Thunderstorm"
        case 96, 99: return "Thunderstorm, hail"
        default: return "Code \(code)"
        }
    }
}

import Foundation
import WidgetEngine

/// The units the weather widget shows: the locale's (imperial in the United States, Liberia
/// and Myanmar, as `Locale.measurementSystem` says), or chosen.
enum WeatherUnits: String, AppEnum {
    case automatic, metric, imperial

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Units"
    static let caseDisplayRepresentations: [WeatherUnits: DisplayRepresentation] = [
        .automatic: "The locale's", .metric: "Metric (°C, km/h)", .imperial: "Imperial (°F, mph)",
    ]

    /// True for imperial units, the locale deciding when automatic.
    func isImperial(in locale: Locale) -> Bool {
        switch self {
        case .metric: return false
        case .imperial: return true
        case .automatic: return locale.measurementSystem == .us
        }
    }
}

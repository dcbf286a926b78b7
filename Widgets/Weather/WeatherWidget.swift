import Foundation
import WidgetEngine

/// The weather from Open-Meteo (free, worldwide, no key): the conditions now, the coming hours
/// and the week, in every family; a place by name or coordinates.
public struct WeatherWidget: Widget {
    public static let kind = "weather"

    let access: NetworkAccess
    let locale: Locale

    /// The widget reading this process's environment.
    public init() {
        self.init(access: .process)
    }

    init(access: NetworkAccess, locale: Locale = .current) {
        self.access = access
        self.locale = locale
    }

    public var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: Self.kind, intent: WeatherIntent.self, provider: WeatherProvider(access: access, locale: locale)) {
            WeatherView(entry: $0)
        }
        .configurationDisplayName("Weather")
        .description("The weather now, by hour and for the week, from Open-Meteo; the last forecast stays when offline.")
        .supportedFamilies([.systemSmall, .systemMedium, .systemLarge, .accessoryInline, .accessoryCircular, .accessoryRectangular])
        .reloadsOnlyOnPageShown()
    }
}

struct WeatherIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Weather"
    @Parameter(
        title: "Place: a city's name, or latitude, longitude", default: "",
        validation: WeatherPlace.validation)
    var place: String
    @Parameter(title: "Units", default: .automatic) var units: WeatherUnits
    @Parameter(title: "Refresh at most every (minutes)", default: 30, inclusiveRange: 30...1_440) var minutes: Int
    @Parameter(title: "Open-Meteo server", default: OpenMeteo.publicServer, validation: WeatherIntent.serverValidation)
    var server: String

    /// Why `text` is not a server's URL, or nil.
    static func serverValidation(_ text: String) -> String? {
        URLList.urls(text).count == 1 && !text.contains(",") ? nil : "give the server's http:// or https:// URL"
    }
}

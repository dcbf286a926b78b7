import WidgetEngine

/// Sunrise, sunset, civil twilight and the Moon's phase for a chosen place, computed on the
/// machine (NOAA's solar equations, Meeus' lunar phases); entries at each event of the day,
/// relevant in the hour before sunset.
public struct SunMoonWidget: Widget {
    public static let kind = "sunmoon"

    /// The zone used when the `timeZone` parameter is empty.
    let machineZone: TimeZone

    public init() {
        machineZone = .current
    }

    /// The widget with `machineZone` as this machine's zone (tests).
    init(machineZone: TimeZone) {
        self.machineZone = machineZone
    }

    public var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: Self.kind, intent: SunMoonIntent.self, provider: SunMoonProvider(machineZone: machineZone)) {
            SunMoonView(entry: $0)
        }
        .configurationDisplayName("Sun and Moon")
        .description("Sunrise, sunset and twilight, day length and the Moon's phase for a place.")
        .supportedFamilies([.systemSmall, .systemMedium, .systemLarge])
    }
}

/// The place: empty latitude and longitude take the city the time zone is named after.
struct SunMoonIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Sun and Moon"
    @Parameter(title: "Latitude in degrees, north positive (empty: the time zone's city)", default: "") var latitude: String
    @Parameter(title: "Longitude in degrees, east positive (empty: the time zone's city)", default: "") var longitude: String
    @Parameter(title: "Time zone for the times shown (IANA name; empty: this machine's)", default: "") var timeZone: String
    @Parameter(title: "Name shown (empty: the city or the coordinates)", default: "") var name: String
}

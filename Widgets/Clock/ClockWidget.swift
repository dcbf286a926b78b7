import WidgetEngine

/// The time where you are, and around the world.
public struct ClockWidget: Widget {
    public static let kind = "clock"

    /// The zone shown when the `timeZone` parameter is empty.
    let machineZone: TimeZone

    public init() {
        machineZone = .current
    }

    /// A clock showing `machineZone` when its `timeZone` parameter is empty (tests).
    init(machineZone: TimeZone) {
        self.machineZone = machineZone
    }

    public var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: Self.kind, intent: ClockIntent.self, provider: ClockProvider(machineZone: machineZone)) { entry in
            ClockView(entry: entry)
        }
        .configurationDisplayName("Clock")
        .description("The time in large digits, the day's progress, and world clocks.")
        .supportedFamilies([.systemSmall, .systemMedium, .systemLarge, .accessoryInline])
    }
}

/// The main clock's zone and the world clocks.
struct ClockIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Clock"
    @Parameter(title: "Time zone (IANA name; empty: this machine's)", default: "") var timeZone: String
    @Parameter(title: "World clocks in large (IANA names, comma-separated)", default: ClockZones.defaultWorldClocks) var worldClocks: String
}

import WidgetEngine

/// The time where you are, and around the world.
public struct ClockWidget: Widget {
    public static let kind = "clock"

    public init() {}

    public var body: some WidgetConfiguration {
        StaticConfiguration(kind: Self.kind, provider: ClockProvider()) { entry in
            ClockView(entry: entry)
        }
        .configurationDisplayName("Clock")
        .description("The time in large digits, the day's progress, and world clocks.")
        .supportedFamilies([.systemSmall, .systemMedium, .systemLarge, .accessoryInline])
    }
}

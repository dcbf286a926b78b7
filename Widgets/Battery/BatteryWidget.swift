import WidgetEngine

/// The battery's charge, whether it charges, and the time left, from
/// `/sys/class/power_supply`; "No battery" where there is none. Brought forward in a stack
/// when low (20 % or less and discharging).
public struct BatteryWidget: Widget {
    public static let kind = "battery"

    let reader: PowerSupplyReader

    public init() {
        reader = PowerSupplyReader()
    }

    /// A battery widget reading another folder laid out as `/sys/class/power_supply` (tests).
    init(root: String) {
        reader = PowerSupplyReader(root: root)
    }

    public var body: some WidgetConfiguration {
        StaticConfiguration(kind: Self.kind, provider: BatteryProvider(reader: reader)) { BatteryView(entry: $0) }
            .configurationDisplayName("Battery")
            .description("Charge, charging state and time left, from /sys/class/power_supply; refreshed every 20 minutes.")
            .supportedFamilies([.systemSmall, .systemMedium, .accessoryCircular, .accessoryInline])
    }
}

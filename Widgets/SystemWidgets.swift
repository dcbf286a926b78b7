import WidgetEngine

/// The widgets that read this machine: its battery, its load, memory and disks, local git
/// repositories, and a countdown to a chosen date.
public struct SystemWidgets: WidgetBundle {
    public init() {}

    public var body: some Widget {
        BatteryWidget()
        SystemWidget()
        GitWidget()
        CountdownWidget()
    }
}

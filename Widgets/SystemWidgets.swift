import WidgetEngine

/// The widgets that read this machine: its battery, its load, memory and disks, local git
/// repositories, and a countdown to a chosen date.
public struct SystemWidgets: WidgetBundle {
    /// The zone of countdown dates written without one.
    let timeZone: TimeZone

    public init() {
        timeZone = .current
    }

    /// The widgets with `timeZone` as this machine's (tests).
    init(timeZone: TimeZone) {
        self.timeZone = timeZone
    }

    public var body: some Widget {
        BatteryWidget()
        SystemWidget()
        GitWidget()
        CountdownWidget(timeZone: timeZone)
    }
}

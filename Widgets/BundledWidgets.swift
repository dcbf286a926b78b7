import WidgetEngine

/// Every widget that ships with homescreen.
public struct BundledWidgets: WidgetBundle {
    /// The zone of the clock, the countdown and the sky when their own zone parameter is
    /// empty: this machine's, or one a test pins.
    let timeZone: TimeZone

    public init() {
        timeZone = .current
    }

    /// The bundled widgets with `timeZone` standing in for this machine's (tests draw times
    /// the same in every zone).
    public init(timeZone: TimeZone) {
        self.timeZone = timeZone
    }

    public var body: some Widget {
        ClockWidget(machineZone: timeZone)
        ShowcaseWidget()
        TrophiesWidget()
        HealthWidget()
        PullRequestsWidget()
        GameScoreWidget()
        SystemWidgets(timeZone: timeZone).body
        PersonalWidgets().body
        DailyWidgets(timeZone: timeZone).body
    }

    /// The catalog of the bundled widgets.
    public static var catalog: WidgetCatalog { WidgetCatalog(BundledWidgets().descriptors) }

    /// The catalog of the bundled widgets with `timeZone` as this machine's.
    public static func catalog(timeZone: TimeZone) -> WidgetCatalog {
        WidgetCatalog(BundledWidgets(timeZone: timeZone).descriptors)
    }
}

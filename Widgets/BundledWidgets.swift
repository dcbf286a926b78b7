import WidgetEngine

/// Every widget that ships with homescreen.
public struct BundledWidgets: WidgetBundle {
    public init() {}

    public var body: some Widget {
        ClockWidget()
        ShowcaseWidget()
        TrophiesWidget()
        HealthWidget()
        PullRequestsWidget()
        GameScoreWidget()
        SystemWidgets().body
        PersonalWidgets().body
        DailyWidgets().body
    }

    /// The catalog of the bundled widgets.
    public static var catalog: WidgetCatalog { WidgetCatalog(BundledWidgets().descriptors) }
}

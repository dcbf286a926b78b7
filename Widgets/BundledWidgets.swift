import WidgetEngine

/// Every widget that ships with homescreen.
public struct BundledWidgets: WidgetBundle {
    /// The folders `~` and `$XDG_…_HOME` in the widgets' paths name.
    let folders: UserFolders

    /// The bundle reading this process's environment.
    public init() {
        self.init(folders: .process)
    }

    /// The bundle with paths read by `folders` (tests hand in their own, so no widget reads
    /// the real home folder).
    public init(folders: UserFolders) {
        self.folders = folders
    }

    public var body: some Widget {
        ClockWidget()
        ShowcaseWidget()
        TrophiesWidget()
        HealthWidget()
        PullRequestsWidget(folders: folders)
        GameScoreWidget()
        SystemWidgets(folders: folders).body
        PersonalWidgets(folders: folders).body
        DailyWidgets(folders: folders).body
    }

    /// The catalog of the bundled widgets.
    public static var catalog: WidgetCatalog { catalog(folders: .process) }

    /// The catalog of the bundled widgets, their paths read with `folders`.
    public static func catalog(folders: UserFolders) -> WidgetCatalog { WidgetCatalog(BundledWidgets(folders: folders).descriptors) }
}

import WidgetEngine

/// Every widget that ships with homescreen.
public struct BundledWidgets: WidgetBundle {
    /// The folders `~` and `$XDG_…_HOME` in the widgets' paths name.
    let folders: UserFolders
    /// The zone of the clock, the countdown and the sky when their own zone parameter is
    /// empty: this machine's, or one a test pins.
    let timeZone: TimeZone

    /// The bundle reading this process's environment.
    public init() {
        self.init(folders: .process)
    }

    /// The bundle with paths read by `folders` (tests hand in their own, so no widget reads
    /// the real home folder) and `timeZone` standing in for this machine's (tests draw times
    /// the same in every zone).
    public init(folders: UserFolders, timeZone: TimeZone = .current) {
        self.folders = folders
        self.timeZone = timeZone
    }

    public var body: some Widget {
        ClockWidget(machineZone: timeZone)
        ShowcaseWidget()
        TrophiesWidget()
        HealthWidget()
        PullRequestsWidget(folders: folders)
        GameScoreWidget()
        SystemWidgets(folders: folders, timeZone: timeZone).body
        PersonalWidgets(folders: folders).body
        DailyWidgets(folders: folders, timeZone: timeZone).body
        NetworkWidgets(folders: folders, timeZone: timeZone).body
    }

    /// The controls that ship with homescreen (a bundle's body holds at most 10 members, and
    /// this one's are widgets).
    public var controls: [ControlDescriptor] { HomeControls(folders: folders).controls }

    /// The bundled live activities alone (they are among ``body``'s widgets too): what the
    /// `activity` commands need, without making every widget and control first.
    public var activities: [WidgetDescriptor] { BuildLiveActivity().descriptors }

    /// The catalog of the bundled widgets.
    public static var catalog: WidgetCatalog { catalog(folders: .process) }

    /// The catalog of the bundled widgets, their paths read with `folders`, `timeZone` as this
    /// machine's.
    public static func catalog(folders: UserFolders = .process, timeZone: TimeZone = .current) -> WidgetCatalog {
        let bundle = BundledWidgets(folders: folders, timeZone: timeZone)
        return WidgetCatalog(bundle.descriptors, controls: bundle.controls)
    }
}

import WidgetEngine

/// The widgets that read this machine: its battery, its load, memory and disks, local git
/// repositories, a countdown to a chosen date, and any command's output.
public struct SystemWidgets: WidgetBundle {
    /// The folders `~` and `$XDG_…_HOME` in the widgets' paths name.
    let folders: UserFolders
    /// The zone of countdown dates written without one.
    let timeZone: TimeZone

    /// The widgets reading this process's environment.
    public init() {
        self.init(folders: .process)
    }

    /// The widgets with paths read by `folders`, and `timeZone` as this machine's (tests).
    public init(folders: UserFolders, timeZone: TimeZone = .current) {
        self.folders = folders
        self.timeZone = timeZone
    }

    public var body: some Widget {
        BatteryWidget()
        SystemWidget()
        GitWidget(folders: folders)
        CountdownWidget(timeZone: timeZone)
        TimerWidget(folders: folders)
        ScriptWidget()
    }
}

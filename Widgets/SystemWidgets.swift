import WidgetEngine

/// The widgets that read this machine: its battery, its load, memory and disks, local git
/// repositories, and a countdown to a chosen date.
public struct SystemWidgets: WidgetBundle {
    /// The folders `~` and `$XDG_…_HOME` in the widgets' paths name.
    let folders: UserFolders

    /// The widgets reading this process's environment.
    public init() {
        self.init(folders: .process)
    }

    /// The widgets with paths read by `folders`.
    public init(folders: UserFolders) {
        self.folders = folders
    }

    public var body: some Widget {
        BatteryWidget()
        SystemWidget()
        GitWidget(folders: folders)
        CountdownWidget()
    }
}

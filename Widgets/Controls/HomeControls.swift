import WidgetEngine

/// The controls that ship with homescreen (iOS 18 controls, in the controls row): the
/// timer, do-not-disturb, the tinted appearance, the theme and a command. Their intents run in
/// the home screen's process.
struct HomeControls: WidgetBundle {
    let folders: UserFolders

    init() { self.init(folders: .process) }
    init(folders: UserFolders) { self.folders = folders }

    var body: some Widget {
        TimerControl(folders: folders)
        QuietControl()
        TintedControl()
        ThemeControl()
        CommandControl()
        PauseReloadsControl()
    }
}

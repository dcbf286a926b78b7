import WidgetEngine

/// The widgets that read your own files: the calendar (`.ics`) and reminders (todo.txt).
public struct PersonalWidgets: WidgetBundle {
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
        CalendarWidget(folders: folders)
        RemindersWidget(folders: folders)
    }
}

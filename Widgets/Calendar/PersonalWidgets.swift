import WidgetEngine

/// The widgets that read your own files: the calendar (`.ics`) and reminders (todo.txt).
public struct PersonalWidgets: WidgetBundle, ReadsUserFiles {
    public let folders: UserFolders

    public init(folders: UserFolders) {
        self.folders = folders
    }

    public var body: some Widget {
        CalendarWidget(folders: folders)
        RemindersWidget(folders: folders)
    }
}

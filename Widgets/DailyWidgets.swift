import WidgetEngine

/// The widgets of everyday local data that need no network: the sky over a place and a
/// line from your notes each hour.
struct DailyWidgets: WidgetBundle {
    /// The folders `~` and `$XDG_…_HOME` in the notes path name.
    var folders: UserFolders = .process
    /// The sky's zone when its `timeZone` parameter is empty.
    var timeZone: TimeZone = .current

    var body: some Widget {
        SunMoonWidget(machineZone: timeZone)
        NotesWidget(folders: folders)
    }
}

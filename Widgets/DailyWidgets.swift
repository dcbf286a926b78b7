import WidgetEngine

/// The widgets of everyday local data that need no network: the sky over a place, a line
/// from your notes and a picture from your Pictures folder each hour.
struct DailyWidgets: WidgetBundle {
    /// The folders `~` and `$XDG_…_HOME` in the notes and pictures paths name.
    var folders: UserFolders = .process
    /// The sky's zone when its `timeZone` parameter is empty.
    var timeZone: TimeZone = .current

    var body: some Widget {
        SunMoonWidget(machineZone: timeZone)
        NotesWidget(folders: folders)
        PhotosWidget(folders: folders)
        BuildLiveActivity()
    }
}

import WidgetEngine

/// The widgets of everyday local data that need no network: the sky over a place and a
/// line from your notes each hour.
struct DailyWidgets: WidgetBundle {
    /// The folders `~` and `$XDG_…_HOME` in the notes path name.
    var folders: UserFolders = .process

    var body: some Widget {
        SunMoonWidget()
        NotesWidget(folders: folders)
    }
}

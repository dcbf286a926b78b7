import WidgetEngine

/// The widgets of everyday local data that need no network: the sky over a place and a
/// line from your notes each hour.
struct DailyWidgets: WidgetBundle {
    var body: some Widget {
        SunMoonWidget()
        NotesWidget()
    }
}

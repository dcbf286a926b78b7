import WidgetEngine

/// The widgets that read your own files: the calendar (`.ics`) and reminders (todo.txt).
public struct PersonalWidgets: WidgetBundle {
    public init() {}

    public var body: some Widget {
        CalendarWidget()
        RemindersWidget()
    }
}

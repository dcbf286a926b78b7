import WidgetEngine

/// A kitchen timer you press: Start, Pause (Resume) and Reset buttons, the time left counting
/// down live while it runs.
public struct TimerWidget: Widget {
    public static let kind = "timer"

    /// The folders its state lives in (`$XDG_STATE_HOME/homescreen/timers/`).
    let folders: UserFolders

    public init() {
        self.init(folders: .process)
    }

    /// The widget keeping its state in `folders`' state folder.
    public init(folders: UserFolders) {
        self.folders = folders
    }

    public var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: Self.kind, intent: TimerIntent.self, provider: TimerProvider(folders: folders)) {
            TimerView(entry: $0)
        }
        .configurationDisplayName("Timer")
        .description("A timer with Start, Pause and Reset buttons; the time left counts down live.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

import Foundation
import WidgetEngine

/// The timer in the controls row: one button that starts, pauses and resumes the timer of
/// the same name the Timer widget shows (they share its state file), and says where it is.
struct TimerControl: ControlWidget {
    let folders: UserFolders

    init() { self.init(folders: .process) }
    init(folders: UserFolders) { self.folders = folders }

    var body: some ControlWidgetConfiguration {
        AppIntentControlConfiguration(kind: "homescreen.timer", provider: TimerControlValue(folders: folders)) { timer in
            ControlWidgetButton(action: timer.action) {
                Label("Timer", systemImage: "timer")
            } actionLabel: { _ in
                Text(timer.words)
            }
        }
        .displayName("Timer")
        .description("Starts, pauses and resumes the timer the Timer widget of the same name shows.")
    }
}

/// Which timer the control presses.
struct TimerControlConfiguration: ControlConfigurationIntent {
    static let title: LocalizedStringResource = "Timer"
    @Parameter(title: "Name (the Timer widget's of this name)", default: "Timer") var name: String
    @Parameter(title: "Minutes", default: 25, inclusiveRange: 1...600) var minutes: Int
}

/// The timer's state, as the control shows it and the intent its press runs.
struct TimerControlState: Sendable {
    var words: String
    var action: TimerPress
}

/// What pressing the timer control does: start (or resume) it, or pause it.
struct TimerPress: AppIntent {
    static let title: LocalizedStringResource = "Start or pause the timer"
    @Parameter(title: "File") var file: String
    @Parameter(title: "Length") var length: Int
    @Parameter(title: "Pause") var pause: Bool

    init() {}
    init(file: URL, length: Int, pause: Bool) {
        self.file = file.path
        self.length = length
        self.pause = pause
    }

    func perform() async throws -> some IntentResult {
        let (length, pause) = (TimeInterval(length), pause)
        try TimerState.change(file) { state, now in pause ? state.paused(at: now) : state.started(at: now, length: length) }
        return .result()
    }
}

struct TimerControlValue: AppIntentControlValueProvider {
    let folders: UserFolders
    /// Where the screen publishes its hour cycle.
    var switches: HostSwitches = .shared

    func previewValue(configuration: TimerControlConfiguration) -> TimerControlState {
        TimerControlState(words: Self.clock(TimeInterval(configuration.minutes * 60)), action: TimerPress())
    }

    func currentValue(configuration: TimerControlConfiguration) async throws -> TimerControlState {
        guard let file = TimerState.file(named: configuration.name, folders: folders) else {
            throw TimerControlFailure()
        }
        let length = configuration.minutes * 60
        let now = Date()
        switch TimerState.read(file) {
        case .idle:
            return TimerControlState(words: Self.clock(TimeInterval(length)), action: TimerPress(file: file, length: length, pause: false))
        case let .paused(remaining):
            return TimerControlState(words: "paused \(Self.clock(remaining))", action: TimerPress(file: file, length: length, pause: false))
        case let .running(until) where until > now:
            // In the screen's hour cycle (the control runs in the home screen's process, which
            // publishes it), else the locale's that LC_ALL, LC_TIME or LANG names (C: 24-hour).
            // Foundation's short style wrote "11:35 PM" under LANG=C.UTF-8 beside a status bar
            // at "23:10".
            let cycle =
                switches.current.hourCycle ?? HourCycle.resolve(configured: nil, environment: ProcessEnvironment.variables)
            let time = cycle.time(of: until, in: .current)
            return TimerControlState(words: "until \(time)", action: TimerPress(file: file, length: length, pause: true))
        case .running:
            return TimerControlState(words: "done", action: TimerPress(file: file, length: length, pause: false))
        }
    }

    /// `m:ss`.
    static func clock(_ seconds: TimeInterval) -> String {
        let whole = Int(seconds.rounded(.up))
        return "\(whole / 60):" + String(format: "%02d", whole % 60)
    }
}

struct TimerControlFailure: Error, CustomStringConvertible {
    var description: String { "there is no state folder for timers (set HOME or XDG_STATE_HOME)" }
}

import WidgetEngine

/// The time left, live while it runs, and the buttons that fit its state: Start; Pause and
/// Reset while running; Resume and Reset while paused; Reset once done.
struct TimerView: View {
    let entry: TimerEntry
    @Environment(\.widgetFamily) private var family

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            HStack {
                Label(entry.name, systemImage: "timer").font(.headline).lineLimit(1)
                Spacer(minLength: 0)
                if family != .systemSmall { Text(status).foregroundStyle(.secondary).lineLimit(1) }
            }
            Spacer(minLength: 0)
            time.font(.largeTitle).lineLimit(1).invalidatableContent()
            Spacer(minLength: 0)
            buttons
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .containerBackground(.background, for: .widget)
    }

    @ViewBuilder private var time: some View {
        switch entry.state {
        case let .running(until) where until > entry.date:
            Text(timerInterval: entry.date...until, countsDown: true)
        case .running:
            Text("0:00")
        case let .paused(remaining):
            Text(Self.clock(remaining))
        case .idle:
            Text(Self.clock(TimeInterval(entry.length)))
        }
    }

    @ViewBuilder private var buttons: some View {
        if let file = entry.file {
            HStack {
                switch entry.state {
                case .idle:
                    Button("Start", intent: StartTimerIntent(file: file, length: entry.length))
                case .running where !entry.isDone:
                    Button("Pause", intent: PauseTimerIntent(file: file))
                    Button("Reset", intent: ResetTimerIntent(file: file))
                case .paused:
                    Button("Resume", intent: StartTimerIntent(file: file, length: entry.length))
                    Button("Reset", intent: ResetTimerIntent(file: file))
                case .running:
                    Button("Reset", intent: ResetTimerIntent(file: file)).buttonStyle(.borderedProminent)
                }
            }
        }
    }

    private var status: String {
        switch entry.state {
        case .idle: "Ready"
        case .running: entry.isDone ? "Done" : "Running"
        case .paused: "Paused"
        }
    }

    /// "4:00", "1:02:03".
    static func clock(_ seconds: TimeInterval) -> String {
        let total = max(0, Int(seconds.rounded(.up)))
        let (hours, minutes, rest) = (total / 3_600, total / 60 % 60, total % 60)
        let twoDigits = { (value: Int) in value < 10 ? "0\(value)" : "\(value)" }
        return hours > 0 ? "\(hours):\(twoDigits(minutes)):\(twoDigits(rest))" : "\(minutes):\(twoDigits(rest))"
    }
}

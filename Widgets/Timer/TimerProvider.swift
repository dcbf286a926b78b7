import Foundation
import WidgetEngine

/// One timer as of an entry.
struct TimerEntry: TimelineEntry {
    let date: Date
    let name: String
    /// Its full length in seconds.
    let length: Int
    let state: TimerState
    /// Its state file; nil without a state folder (no home), when the buttons cannot work.
    let file: URL?

    /// Done: it was running and its time is up.
    var isDone: Bool {
        if case let .running(until) = state { return until <= date }
        return false
    }
}

/// Reads the timer's state at each reload: an entry now and, while it runs, one when it ends.
/// Nothing else reloads it: the countdown is live text, and a press reloads the widget.
struct TimerProvider: AppIntentTimelineProvider {
    var folders: UserFolders = .process

    func placeholder(in context: Context) -> TimerEntry {
        TimerEntry(date: context.date, name: "Tea", length: 240, state: .idle, file: nil)
    }

    func snapshot(for configuration: TimerIntent, in context: Context) async -> TimerEntry {
        TimerEntry(
            date: context.date, name: configuration.name, length: configuration.minutes * 60,
            state: .running(until: context.date.addingTimeInterval(Double(configuration.minutes * 60) * 0.6)), file: nil)
    }

    func timeline(for configuration: TimerIntent, in context: Context) async -> Timeline<TimerEntry> {
        let file = TimerState.file(named: configuration.name, folders: folders)
        let state = file.map(TimerState.read) ?? .idle
        let entry = { (date: Date) in
            TimerEntry(date: date, name: configuration.name, length: configuration.minutes * 60, state: state, file: file)
        }
        var entries = [entry(context.date)]
        if case let .running(until) = state, until > context.date { entries.append(entry(until)) }
        return Timeline(entries: entries, policy: .never)
    }
}

struct TimerIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Timer"
    @Parameter(title: "Name (timers of one name share their state)", default: "Timer") var name: String
    @Parameter(title: "Minutes", default: 25, inclusiveRange: 1...600) var minutes: Int
}

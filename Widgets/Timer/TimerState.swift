import Foundation
import WidgetEngine

/// Where a timer is: stopped at its full length, running until an instant, or paused with
/// time left. Kept in a small JSON file per timer (`$XDG_STATE_HOME/homescreen/timers/<name>.json`),
/// written atomically by the buttons' intents and read by the provider at each reload.
enum TimerState: Codable, Hashable, Sendable {
    case idle
    case running(until: Date)
    case paused(remaining: TimeInterval)

    /// The state in `file`; idle when there is none yet, or it cannot be read (a press writes
    /// a good one).
    static func read(_ file: URL) -> TimerState { StateFile.read(TimerState.self, from: file, default: .idle) }

    /// Writes the state to `file` atomically.
    func write(to file: URL) throws { try StateFile.write(self, to: file) }

    /// Changes the state in `file` by `step`, at the instant of the press.
    static func change(_ path: String, _ step: (TimerState, Date) -> TimerState) throws {
        let url = URL(fileURLWithPath: path)
        try step(read(url), PressClock.pressedAt ?? Date()).write(to: url)
    }

    /// Start (or resume) at `now`, for `length` seconds when it was stopped.
    func started(at now: Date, length: TimeInterval) -> TimerState {
        switch self {
        case .idle: return .running(until: now.addingTimeInterval(length))
        case let .paused(remaining): return .running(until: now.addingTimeInterval(remaining))
        case .running: return self
        }
    }

    /// Paused at `now` with what was left (a timer that ran out stays as it is).
    func paused(at now: Date) -> TimerState {
        guard case let .running(until) = self, until > now else { return self }
        return .paused(remaining: until.timeIntervalSince(now))
    }

    /// The file of the timer called `name` in `folders`' state folder.
    static func file(named name: String, folders: UserFolders) -> URL? {
        let safe = String(name.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "-" })
        return folders.homescreenFolder(.state)?.appendingPathComponent("timers").appendingPathComponent(
            (safe.isEmpty ? "timer" : safe) + ".json")
    }
}

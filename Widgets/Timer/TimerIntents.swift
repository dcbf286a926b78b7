import Foundation
import WidgetEngine

/// Starts the timer, or resumes it where it was paused.
struct StartTimerIntent: AppIntent {
    static let title: LocalizedStringResource = "Start the timer"
    /// The timer's state file, as the provider named it.
    @Parameter(title: "File") var file: String
    /// Its length in seconds (when it starts from the beginning).
    @Parameter(title: "Length") var length: Int

    init() {}
    init(file: URL, length: Int) {
        self.file = file.path
        self.length = length
    }

    func perform() async throws -> some IntentResult {
        let length = TimeInterval(self.length)
        try TimerState.change(file) { state, now in state.started(at: now, length: length) }
        return .result()
    }
}

/// Pauses a running timer, keeping the time left.
struct PauseTimerIntent: AppIntent {
    static let title: LocalizedStringResource = "Pause the timer"
    @Parameter(title: "File") var file: String

    init() {}
    init(file: URL) { self.file = file.path }

    func perform() async throws -> some IntentResult {
        try TimerState.change(file) { state, now in state.paused(at: now) }
        return .result()
    }
}

/// Stops the timer and sets it back to its full length.
struct ResetTimerIntent: AppIntent {
    static let title: LocalizedStringResource = "Reset the timer"
    @Parameter(title: "File") var file: String

    init() {}
    init(file: URL) { self.file = file.path }

    func perform() async throws -> some IntentResult {
        try TimerState.change(file) { _, _ in .idle }
        return .result()
    }
}

import HomeScreenUI
import HostIO
import Terminal

/// A program runner for tests: records each run with whether the terminal was suspended
/// meanwhile, and answers the statuses it is given, in order (0 once they run out).
@MainActor
final class RecordingRunner: ProgramRunner {
    private(set) var runs: [(arguments: [String], terminalSuspended: Bool?)] = []
    private var statuses: [Int32]
    private let terminal: FakeTerminal?

    init(statuses: [Int32] = [], terminal: FakeTerminal? = nil) {
        self.statuses = statuses
        self.terminal = terminal
    }

    var arguments: [[String]] { runs.map(\.arguments) }

    func run(_ arguments: [String]) async -> Int32 {
        runs.append((arguments, terminal?.isSuspended))
        return statuses.isEmpty ? 0 : statuses.removeFirst()
    }
}

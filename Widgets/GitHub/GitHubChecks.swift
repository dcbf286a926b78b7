/// How a pull request's checks stand, summed up from its head commit's check runs.
enum GitHubChecks: String, Hashable, Sendable {
    case passing, failing, pending, none

    /// Failing when any run failed, timed out, was cancelled or needs action; else pending
    /// while any has not completed; else passing (successes, neutral and skipped runs); none
    /// without runs.
    init(_ runs: [GitHubJSON.CheckRuns.Run]) {
        if runs.isEmpty {
            self = .none
        } else if runs.contains(where: {
            ["failure", "timed_out", "cancelled", "action_required", "startup_failure"].contains($0.conclusion ?? "")
        }) {
            self = .failing
        } else if runs.contains(where: { $0.status != "completed" }) {
            self = .pending
        } else {
            self = .passing
        }
    }

    /// ✓, ✗, ◷, or nothing.
    var symbol: String {
        switch self {
        case .passing: "✓"
        case .failing: "✗"
        case .pending: "◷"
        case .none: " "
        }
    }
}

import Foundation

/// This process's environment variables, read once.
///
/// `ProcessInfo.processInfo.environment` builds a new dictionary of every variable at each
/// call; a start asked for it some fifty times (every user folder, config path and widget's
/// folders), about a tenth of the time before the first frame. homescreen never changes its
/// own environment (a program it starts gets a copy, changed), so one reading serves all.
/// Tests hand their own environments in wherever it matters, as before.
@usableFromInline package enum ProcessEnvironment {
    /// The variables as they were at the first use.
    @usableFromInline package static let variables: [String: String] = ProcessInfo.processInfo.environment
}

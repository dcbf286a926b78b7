import Foundation

/// What went wrong with an instance's reloads, in one line a user understands; the log and the
/// budget view say the same.
///
/// ```
/// failed: the provider failed: network down; retrying at 14:05:00 (in 5 min)
/// stopped after 5 failures in a row; last: no timeline within 30 s — press r to try again
/// ```
public enum FailureNotice: Hashable, Sendable {
    /// The last reload failed and another try comes at the instant (nil: it is under way).
    case retrying(ProviderFailure, at: Date?)
    /// The instance failed `after` times in a row and is stopped until the user reloads it.
    case stopped(ProviderFailure, after: Int)

    /// The failure the notice tells about.
    public var failure: ProviderFailure {
        switch self {
        case let .retrying(failure, _), let .stopped(failure, _): return failure
        }
    }

    /// True when nothing retries the instance until the user reloads it.
    public var isStopped: Bool {
        if case .stopped = self { return true }
        return false
    }

    /// The line, `instant` writing an instant for the reader (with how far it is).
    public func line(instant: (Date) -> String) -> String {
        switch self {
        case let .retrying(failure, at):
            return "failed: \(failure); " + (at.map { "retrying at \(instant($0))" } ?? "trying again now")
        case let .stopped(failure, count):
            return "stopped after \(count) failure\(count == 1 ? "" : "s") in a row; last: \(failure) — press r to try again"
        }
    }
}

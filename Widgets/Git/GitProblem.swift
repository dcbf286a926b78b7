/// Why one repository has no status, in the words its line in the widget shows.
enum GitProblem: Error, Hashable, Sendable, CustomStringConvertible {
    /// The path is not a folder.
    case noSuchFolder
    /// git ran and said the folder is not in a repository.
    case notARepository
    /// No `git` on the search path.
    case gitMissing
    /// `git status` did not finish within the limit and was stopped.
    case timedOut(Duration)
    /// git failed for another reason; its message (`fatal: ` dropped).
    case failed(String)
    /// git's output was not porcelain v2.
    case unreadableOutput(String)

    var description: String {
        switch self {
        case .noSuchFolder: return "no such folder"
        case .notARepository: return "not a git repository"
        case .gitMissing: return "git not found; install git"
        case let .timedOut(limit):
            let (seconds, attoseconds) = limit.components
            let tenths = attoseconds / 100_000_000_000_000_000
            return "git status took over \(seconds)\(tenths > 0 ? ".\(tenths)" : "") s; stopped"
        case let .failed(message): return message
        case let .unreadableOutput(message): return "unreadable git output, \(message)"
        }
    }
}

/// A repository's state as `git status --porcelain=v2 --branch` reports it.
struct GitStatus: Hashable, Sendable {
    /// The checked-out branch; nil when HEAD is detached.
    var branch: String?
    /// The commit HEAD points at; nil before the first commit.
    var commit: String?
    /// The branch's upstream (`origin/main`), if it has one.
    var upstream: String?
    /// Commits on the branch but not its upstream, and the other way round; nil without an
    /// upstream (or when the upstream is gone).
    var ahead: Int?
    var behind: Int?
    /// Files whose index differs from HEAD (the X of XY).
    var staged = 0
    /// Files whose work tree differs from the index (the Y of XY).
    var changed = 0
    /// Files git does not track (`?` lines).
    var untracked = 0
    /// Files with unresolved merge conflicts (`u` lines).
    var conflicted = 0

    /// Nothing to commit and nothing to push.
    var isClean: Bool { staged == 0 && changed == 0 && untracked == 0 && conflicted == 0 }

    /// Work waiting: something to commit or push.
    var needsAttention: Bool { !isClean || (ahead ?? 0) > 0 }

    /// "main", "detached at 1a2b3c4", "main (no commits)".
    var headDescription: String {
        guard let branch else { return "detached at \(commit.map { String($0.prefix(7)) } ?? "?")" }
        return commit == nil ? "\(branch) (no commits)" : branch
    }
}

import WidgetEngine

/// The first repository in detail (small), a line per repository (medium), two lines per
/// repository (large); each repository links to its folder (`file://`).
struct GitView: View {
    let entry: GitEntry
    @Environment(\.widgetFamily) private var family

    var body: some View {
        switch family {
        case .systemSmall:
            small.widgetURL(entry.repositories.first.map { URL(fileURLWithPath: $0.path) })
        default:
            list
        }
    }

    @ViewBuilder private var small: some View {
        VStack(alignment: .leading, spacing: 0) {
            if let repository = entry.repositories.first {
                Label(repository.name, systemImage: "arrow.triangle.branch").font(.headline).lineLimit(1)
                switch repository.status {
                case let .success(status):
                    Text("\(status.headDescription)\(Self.aheadBehind(status))").foregroundStyle(.tint).lineLimit(1)
                    if status.isClean {
                        Label("clean", systemImage: "checkmark").foregroundStyle(.green)
                    }
                    if status.conflicted > 0 { Text("✗ \(status.conflicted) conflicted").foregroundStyle(.red) }
                    if status.staged > 0 { Text("● \(status.staged) staged").foregroundStyle(.green) }
                    if status.changed > 0 { Text("✚ \(status.changed) changed").foregroundStyle(.orange) }
                    if status.untracked > 0 { Text("? \(status.untracked) untracked").foregroundStyle(.secondary) }
                case let .failure(problem):
                    problemText(problem)
                }
                Spacer(minLength: 0)
                if entry.repositories.count > 1 {
                    Text("+\(entry.repositories.count - 1) more").font(.caption)
                }
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }

    private var list: some View {
        VStack(alignment: .leading, spacing: 0) {
            HStack {
                Label("Git", systemImage: "arrow.triangle.branch").font(.headline)
                Spacer(minLength: 0)
                Text(entry.repositories.count == 1 ? "1 repository" : "\(entry.repositories.count) repositories").foregroundStyle(
                    .secondary)
            }
            // Read here: a ForEach closure runs after this body, outside its environment.
            let family = self.family
            ForEach(entry.repositories.prefix(limit), id: \.path) { repository in
                Link(destination: URL(fileURLWithPath: repository.path)) {
                    row(repository, family: family)
                }
            }
            if entry.repositories.count > limit {
                Text("+\(entry.repositories.count - limit) more").font(.caption)
            }
            Spacer(minLength: 0)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }

    /// Repositories that fit below the header: one line each in medium (7 rows), two in large
    /// (20 rows), keeping a row for "+N more" when some are left out.
    private var limit: Int {
        let rows = family == .systemMedium ? 7 : 10
        return entry.repositories.count > rows ? rows - 1 : rows
    }

    private func row(_ repository: GitRepository, family: WidgetFamily) -> some View {
        VStack(alignment: .leading, spacing: 0) {
            rowLines(repository, family: family)
        }
    }

    @ViewBuilder private func rowLines(_ repository: GitRepository, family: WidgetFamily) -> some View {
        switch repository.status {
        case let .success(status):
            HStack(spacing: 7) {
                Text(repository.name).bold().lineLimit(1)
                Text("\(status.headDescription)\(Self.aheadBehind(status))").foregroundStyle(.tint).lineLimit(1)
                Spacer(minLength: 0)
                if family == .systemMedium { counts(status) }
            }
            if family != .systemMedium {
                HStack(spacing: 7) {
                    Text(Self.upstreamText(status)).font(.caption).lineLimit(1)
                    Spacer(minLength: 0)
                    counts(status)
                }
            }
        case let .failure(problem):
            if family == .systemMedium {
                HStack(spacing: 7) {
                    Text(repository.name).bold().lineLimit(1)
                    Spacer(minLength: 0)
                    problemText(problem).lineLimit(1)
                }
            } else {
                HStack(spacing: 7) {
                    Text(repository.name).bold().lineLimit(1)
                    Spacer(minLength: 0)
                    Text(repository.path).font(.caption).lineLimit(1).truncationMode(.head)
                }
                problemText(problem).lineLimit(1)
            }
        }
    }

    /// "●1 ✚3 ?1", or a check mark when clean.
    @ViewBuilder private func counts(_ status: GitStatus) -> some View {
        if status.isClean {
            Image(systemName: "checkmark").foregroundStyle(.green)
        } else {
            HStack(spacing: 7) {
                if status.conflicted > 0 { Text("✗\(status.conflicted)").foregroundStyle(.red) }
                if status.staged > 0 { Text("●\(status.staged)").foregroundStyle(.green) }
                if status.changed > 0 { Text("✚\(status.changed)").foregroundStyle(.orange) }
                if status.untracked > 0 { Text("?\(status.untracked)").foregroundStyle(.secondary) }
            }
        }
    }

    private func problemText(_ problem: GitProblem) -> some View {
        Label(problem.description, systemImage: "exclamationmark.triangle").font(.caption).foregroundStyle(.orange)
    }

    /// " ↑2 ↓1": only the non-zero ones.
    static func aheadBehind(_ status: GitStatus) -> String {
        (status.ahead.map { $0 > 0 ? " ↑\($0)" : "" } ?? "") + (status.behind.map { $0 > 0 ? " ↓\($0)" : "" } ?? "")
    }

    /// "origin/main" (the arrows on the line above say how far apart), "origin/main, up to
    /// date", "origin/topic (gone)", "no upstream".
    static func upstreamText(_ status: GitStatus) -> String {
        guard let upstream = status.upstream else { return "no upstream" }
        guard let ahead = status.ahead, let behind = status.behind else { return "\(upstream) (gone)" }
        return ahead == 0 && behind == 0 ? "\(upstream), up to date" : upstream
    }
}

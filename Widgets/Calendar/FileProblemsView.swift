import WidgetEngine

/// Problems with single lines of the files a widget reads, below its content: the first
/// one, naming its file and line, and how many there are (the log has them all).
struct FileProblemsView: View {
    let problems: [FileProblem]
    /// Lines of text it may take.
    let lines: Int

    var body: some View {
        let first = problems.first.map(\.description) ?? ""
        let text = problems.count > 1 ? "\(problems.count) problems; \(first)" : first
        Text("⚠ \(text)").font(.caption).foregroundStyle(.orange).lineLimit(max(lines, 1))
    }
}

import WidgetEngine

/// Why the todo.txt file could not be read, and what to do about it.
struct RemindersFailureView: View {
    let problem: TodoFile.Problem

    var body: some View {
        switch problem {
        case let .missing(path):
            Label("No file", systemImage: "exclamationmark.triangle").foregroundStyle(.orange).lineLimit(1)
            Text("\(path) does not exist. Write it (one task a line), or set the path parameter.").font(.caption)
        case let .unreadable(path, detail):
            Label("Unreadable file", systemImage: "exclamationmark.triangle").foregroundStyle(.orange).lineLimit(1)
            Text("\(path) \(detail).").font(.caption)
        }
    }
}

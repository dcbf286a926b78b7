import WidgetEngine

/// A network widget's stale line, in the warning color, on as many lines as given.
struct StaleNoteView: View {
    let text: String
    var lines = 1

    var body: some View {
        Text(text).font(.caption).foregroundStyle(.orange).lineLimit(lines)
    }
}

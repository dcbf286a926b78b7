import WidgetEngine

/// A network widget's stale line, in the warning color, on as many lines as given, in the
/// screen's hour cycle.
struct StaleNoteView: View {
    let line: StaleLine
    var lines = 1
    @Environment(\.hourCycle) private var hourCycle

    var body: some View {
        Text(line.text(in: hourCycle)).font(.caption).foregroundStyle(.orange).lineLimit(lines)
    }
}

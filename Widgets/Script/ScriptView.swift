import WidgetEngine

/// The title, then the script's lines (as many as fit), its tooltip dimmed and its percentage
/// as a bar; the tone colors the text as Waybar's class would.
struct ScriptView: View {
    let entry: ScriptEntry
    @Environment(\.widgetFamily) private var family

    var body: some View {
        switch family {
        case .accessoryInline:
            Text(entry.output.lines.first ?? entry.title)
        default:
            VStack(alignment: .leading, spacing: 0) {
                if !entry.title.isEmpty {
                    Label(entry.title, systemImage: "terminal").font(.headline).lineLimit(1)
                }
                ForEach(Array(entry.output.lines.enumerated()), id: \.offset) { line in
                    Text(line.element).foregroundStyle(color).lineLimit(1)
                }
                if let percentage = entry.output.percentage {
                    ProgressView(value: percentage, total: 100).tint(color)
                }
                if let tooltip = entry.output.tooltip, family != .accessoryRectangular {
                    Text(tooltip).font(.caption).foregroundStyle(.secondary).lineLimit(2)
                }
                Spacer(minLength: 0)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
    }

    private var color: Color {
        switch entry.output.tone {
        case .normal: .primary
        case .good: .green
        case .warning: .orange
        case .critical: .red
        }
    }
}

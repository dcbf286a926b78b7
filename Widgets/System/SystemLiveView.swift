import WidgetEngine

/// The System widget while it is on the page shown: processor use (each processor's in
/// large), memory, network and disk I/O as sparklines of the last samples, newest on the
/// right, each with its latest figure.
struct SystemLiveView: View {
    let history: LiveHistory
    @Environment(\.widgetFamily) private var family
    @Environment(\.layoutContainer) private var container

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            if let latest = history.latest {
                HStack {
                    Label("System", systemImage: "cpu").font(.headline).lineLimit(1)
                    Spacer(minLength: 0)
                    Text("live").font(.caption).foregroundStyle(.secondary)
                }
                row("CPU", Self.percent(latest.cpu), history.series(width, \.cpu), ceiling: 1, tint: Self.tint(latest.cpu))
                if family == .systemLarge || family == .systemExtraLarge {
                    ForEach(Array(latest.cpus.indices.prefix(8)), id: \.self) { index in
                        row(
                            "  \(index)", Self.percent(latest.cpus[index]), history.series(width) { $0.cpus[safe: index] ?? 0 }, ceiling: 1,
                            tint: .secondary)
                    }
                }
                row("Mem", Self.percent(latest.memory), history.series(width, \.memory), ceiling: 1, tint: Self.tint(latest.memory))
                row("↓", Self.rate(latest.received), history.series(width, \.received), ceiling: nil, tint: .cyan)
                row("↑", Self.rate(latest.sent), history.series(width, \.sent), ceiling: nil, tint: .cyan)
                if family != .systemSmall {
                    row("Read", Self.rate(latest.read), history.series(width, \.read), ceiling: nil, tint: .purple)
                    row("Write", Self.rate(latest.written), history.series(width, \.written), ceiling: nil, tint: .purple)
                }
            }
            Spacer(minLength: 0)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }

    /// The content's width in cells.
    private var contentWidth: Int {
        guard let container else { return family == .systemSmall ? 18 : 42 }
        return container.size.width - container.margins.leading - container.margins.trailing
    }

    /// How many samples a sparkline shows: the row less its label and figure.
    private var width: Int { max(4, contentWidth - labelWidth - figureWidth - 2) }

    /// A small widget's labels and figures are narrower ("1.0M" without "/s"), leaving room for its sparklines.
    private var labelWidth: Int { family == .systemSmall ? 4 : 5 }
    private var figureWidth: Int { family == .systemSmall ? 5 : 8 }

    private func row(_ label: String, _ figure: String, _ values: [Double], ceiling: Double?, tint: Color) -> some View {
        let padded = label.padding(toLength: labelWidth, withPad: " ", startingAt: 0)
        let figure = family == .systemSmall && figure.hasSuffix("/s") ? String(figure.dropLast(2)) : figure
        let shownFigure = String(repeating: " ", count: max(0, figureWidth - figure.count)) + figure
        return
            (Text(padded).foregroundColor(.secondary) + Text(shownFigure + " ").bold()
            + Text(Sparkline.text(values, width: width, ceiling: ceiling)).foregroundColor(tint))
            .lineLimit(1)
    }

    static func percent(_ fraction: Double) -> String { "\(Int((fraction * 100).rounded()))%" }

    /// Bytes a second, in the fewest characters: "0 B/s", "12K/s", "1.2M/s".
    static func rate(_ bytes: Double) -> String {
        let units = ["B", "K", "M", "G"]
        var value = bytes
        var unit = 0
        while value >= 1_000, unit < units.count - 1 {
            value /= 1_024
            unit += 1
        }
        let number = value < 10 && unit > 0 ? String(format: "%.1f", value) : String(Int(value.rounded()))
        return "\(number)\(units[unit])/s"
    }

    static func tint(_ fraction: Double) -> Color {
        fraction >= 0.9 ? .red : fraction >= 0.7 ? .orange : .green
    }
}

extension Array {
    fileprivate subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}

import WidgetEngine

/// The tile of a placed widget whose kind is not installed (renamed or removed): it stays in
/// the layout file and says so, never a crash and never a silent removal.
struct UnavailableTile: View {
    let kind: String

    var body: some View {
        VStack(spacing: 0) {
            Image(systemName: "exclamationmark.triangle").foregroundStyle(.orange)
            Text("Widget no longer available").multilineTextAlignment(.center).font(.caption)
            Text(kind).foregroundStyle(.secondary).lineLimit(1)
        }
    }
}

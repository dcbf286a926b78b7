import WidgetEngine

/// "🌖 Waning Gibbous 78%".
struct MoonLine: View {
    let report: SkyReport

    var body: some View {
        HStack(spacing: 7) {
            Text(report.moon.name.glyph(southernHemisphere: report.place.isSouthern))
            Text(report.moon.name.rawValue).lineLimit(1)
            Spacer(minLength: 0)
            Text(report.moon.percent).foregroundStyle(.secondary)
        }
    }
}

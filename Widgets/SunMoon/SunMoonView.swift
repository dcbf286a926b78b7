import WidgetEngine

/// The sky in every family: the next sunrise or sunset in block digits (small), today's
/// times beside it (medium), and the day's light and the Moon's month (large).
struct SunMoonView: View {
    let entry: SunMoonEntry
    @Environment(\.widgetFamily) private var family

    var body: some View {
        if let report = entry.report {
            switch family {
            case .systemSmall:
                SunMoonSummary(report: report)
            case .systemMedium:
                HStack(alignment: .top, spacing: 7) {
                    SunMoonSummary(report: report).frame(width: SunMoonSummary.width, alignment: .leading)
                    VStack(alignment: .leading, spacing: 0) {
                        SunTimesTable(report: report)
                        Spacer(minLength: 0)
                        MoonLine(report: report)
                    }
                }
            default:
                SunMoonDetails(report: report)
            }
        } else if let problem = entry.problem {
            VStack(alignment: .leading, spacing: 0) {
                Label("Sun and Moon", systemImage: "sun.max").font(.headline).lineLimit(1)
                Label("Check settings", systemImage: "exclamationmark.triangle").foregroundStyle(.orange).lineLimit(1)
                Text(problem.description).font(.caption)
                Spacer(minLength: 0)
            }
        }
    }
}

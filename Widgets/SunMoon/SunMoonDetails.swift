import WidgetEngine

/// The large family: the summary and today's times side by side, the day's light as a bar
/// with "now" marked, and the Moon's phase with the next new and full moon.
struct SunMoonDetails: View {
    let report: SkyReport

    /// Cells in the day bar: 48 half hours fit a large widget's 42 columns poorly, so 42
    /// slices of about 34 minutes.
    static let barWidth = 42

    @Environment(\.hourCycle) private var hourCycle
    private var format: SkyFormat { SkyFormat(timeZone: report.place.timeZone, hourCycle: hourCycle) }

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            HStack(alignment: .top, spacing: 7) {
                SunMoonSummary(report: report).frame(width: SunMoonSummary.width, alignment: .leading)
                SunTimesTable(report: report)
            }
            .fixedSize(horizontal: false, vertical: true)
            Spacer(minLength: 0)
            Text("Daylight, twilight and night today").font(.caption).lineLimit(1)
            Text(Self.dayBar(report, width: Self.barWidth)).foregroundStyle(.yellow)
            Text(Self.marker(report, width: Self.barWidth))
            HStack(spacing: 0) {
                Text("00:00")
                Spacer(minLength: 0)
                Text("12:00")
                Spacer(minLength: 0)
                Text("24:00")
            }.font(.caption)
            Spacer(minLength: 0)
            Divider()
            MoonLine(report: report)
            HStack(spacing: 7) {
                Text("Full moon").foregroundStyle(.secondary)
                Spacer(minLength: 0)
                Text(format.moment(report.nextFullMoon, from: report.date)).lineLimit(1)
            }
            HStack(spacing: 7) {
                Text("New moon").foregroundStyle(.secondary)
                Spacer(minLength: 0)
                Text(format.moment(report.nextNewMoon, from: report.date)).lineLimit(1)
            }
            Text(report.place.coordinate.description).font(.caption).lineLimit(1).privacySensitive()
        }
    }

    /// The calendar day in slices: `█` daylight, `▒` civil twilight, `░` night, by the Sun's
    /// altitude at the middle of each slice.
    static func dayBar(_ report: SkyReport, width: Int) -> String {
        let start = startOfDay(report)
        return String(
            (0..<width).map { index -> Character in
                let instant = start.addingTimeInterval((Double(index) + 0.5) * 86_400 / Double(width))
                let altitude = SolarPosition.elevation(at: instant, from: report.place.coordinate)
                return altitude > SolarDay.horizon ? "█" : altitude > SolarDay.civilTwilight ? "▒" : "░"
            })
    }

    /// `▲` under the slice holding the report's instant.
    static func marker(_ report: SkyReport, width: Int) -> String {
        let fraction = report.date.timeIntervalSince(startOfDay(report)) / 86_400
        let index = min(width - 1, max(0, Int(fraction * Double(width))))
        return String(repeating: " ", count: index) + "▲"
    }

    private static func startOfDay(_ report: SkyReport) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = report.place.timeZone
        return calendar.startOfDay(for: report.date)
    }
}

import WidgetEngine

/// Today's dawn, sunrise, noon, sunset, dusk and day length.
struct SunTimesTable: View {
    let report: SkyReport
    @Environment(\.hourCycle) private var hourCycle

    var body: some View {
        let format = SkyFormat(timeZone: report.place.timeZone, hourCycle: hourCycle)
        let day = report.today
        VStack(alignment: .leading, spacing: 0) {
            row("Dawn", format.time(day.dawn), dim: true)
            row("Sunrise", format.time(day.sunrise))
            row("Noon", format.time(day.noon), dim: true)
            row("Sunset", format.time(day.sunset))
            row("Dusk", format.time(day.dusk), dim: true)
            row("Day", "\(SkyFormat.length(day.dayLength)) \(SkyFormat.change(day.dayLength - report.yesterday.dayLength))")
        }
    }

    private func row(_ title: String, _ value: String, dim: Bool = false) -> some View {
        HStack(spacing: 7) {
            Text(title).foregroundStyle(dim ? .secondary : .primary)
            Spacer(minLength: 0)
            Text(value).bold(!dim).lineLimit(1)
        }
    }
}

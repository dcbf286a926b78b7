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

/// The place, the next sunrise or sunset in block digits and the Moon in one line.
struct SunMoonSummary: View {
    /// Its width beside the table in medium and large: 19 cells, block digits and a margin.
    static let width: CGFloat = 133

    let report: SkyReport

    private var format: SkyFormat { SkyFormat(timeZone: report.place.timeZone) }

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            HStack(spacing: 7) {
                Text(report.place.name).font(.caption).foregroundStyle(.secondary).lineLimit(1).privacySensitive()
                Spacer(minLength: 0)
                Text(report.moon.name.glyph(southernHemisphere: report.place.isSouthern))
            }
            switch report.today.kind {
            case .normal:
                nextEvent
            case .polarDay:
                Label("Polar day", systemImage: "sun.max.fill").font(.headline).foregroundStyle(.yellow).lineLimit(1)
                Text("The sun does not set").lineLimit(2)
                Spacer(minLength: 0)
                following("Sets", report.nextSunset)
            case .polarNight:
                Label("Polar night", systemImage: "moon.stars").font(.headline).foregroundStyle(.indigo).lineLimit(1)
                Text("The sun does not rise").lineLimit(2)
                Spacer(minLength: 0)
                following("Rises", report.nextSunrise)
            }
        }
    }

    /// Whichever of sunrise and sunset comes first, the other below it.
    @ViewBuilder private var nextEvent: some View {
        let riseFirst = (report.nextSunrise ?? .distantFuture) < (report.nextSunset ?? .distantFuture)
        let next = riseFirst ? report.nextSunrise : report.nextSunset
        Label(riseFirst ? "Sunrise" : "Sunset", systemImage: riseFirst ? "sunrise" : "sunset")
            .font(.headline).foregroundStyle(riseFirst ? .yellow : .orange).lineLimit(1)
        Text(format.time(next)).font(.largeTitle)
        if !riseFirst, let sunset = next, sunset.timeIntervalSince(report.date) <= SunMoonEntry.beforeSunset {
            (Text("in ") + Text(sunset, style: .relative)).font(.caption).lineLimit(1)
        } else {
            let other = riseFirst ? report.nextSunset : report.nextSunrise
            Text("\(riseFirst ? "Sunset" : "Sunrise") \(format.time(other))").font(.caption).lineLimit(1)
        }
    }

    @ViewBuilder private func following(_ verb: String, _ date: Date?) -> some View {
        if let date {
            Text("\(verb) \(format.day(date))").font(.caption).lineLimit(1)
        } else {
            Text("Not within a year").font(.caption).lineLimit(1)
        }
    }
}

/// Today's dawn, sunrise, noon, sunset, dusk and day length.
struct SunTimesTable: View {
    let report: SkyReport

    var body: some View {
        let format = SkyFormat(timeZone: report.place.timeZone)
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

import WidgetEngine

/// The place, the next sunrise or sunset in block digits and the Moon in one line.
struct SunMoonSummary: View {
    /// Its width beside the table in medium and large: 19 cells, block digits and a margin.
    static let width: CGFloat = 133

    let report: SkyReport

    @Environment(\.hourCycle) private var hourCycle
    private var format: SkyFormat { SkyFormat(timeZone: report.place.timeZone, hourCycle: hourCycle) }

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
        Text(format.digits(next)).font(.largeTitle)
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

import WidgetEngine

/// The clock in every family: block digits in small, the day's progress in medium, world
/// clocks with day and night in large.
struct ClockView: View {
    let entry: ClockEntry
    /// The main clock's formats, made once per entry.
    private let format: ClockFormat
    @Environment(\.widgetFamily) private var family
    /// The screen's hour cycle (nil: 24-hour, as the block digits have always shown).
    @Environment(\.hourCycle) private var hourCycle

    init(entry: ClockEntry) {
        self.entry = entry
        format = ClockFormat(timeZone: entry.timeZone)
    }

    /// Whether `family` shows the world clocks (the provider works them out only then).
    static func showsWorldClocks(in family: WidgetFamily) -> Bool {
        ![.systemSmall, .systemMedium, .accessoryInline].contains(family)
    }

    var body: some View {
        if let problem = entry.problem {
            VStack(alignment: .leading, spacing: 0) {
                Label("Clock", systemImage: "clock").font(.headline).lineLimit(1)
                Label("Unknown zone", systemImage: "exclamationmark.triangle").foregroundStyle(.orange).lineLimit(1)
                Text(problem.description).font(.caption)
                Spacer(minLength: 0)
            }
        } else {
            clock
        }
    }

    @ViewBuilder private var clock: some View {
        switch family {
        case .systemSmall:
            small
        case .systemMedium:
            HStack(spacing: 14) {
                small
                details
            }
        case .accessoryInline:
            Text("\(Image(systemName: "clock")) \(format.timeWithPeriod(entry.date, in: hourCycle)) \(format.shortDate(entry.date))")
        default:
            VStack(alignment: .leading, spacing: 10) {
                HStack(spacing: 14) {
                    small
                    details
                }
                Divider()
                worldClocks
            }
        }
    }

    private var small: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text(format.cityName + (format.period(entry.date, in: hourCycle).map { "  " + $0 } ?? "")).font(.caption)
                .foregroundStyle(.secondary).lineLimit(1)
            Text(format.time(entry.date, in: hourCycle)).font(.largeTitle)
            Text(format.shortDate(entry.date)).font(.headline).foregroundStyle(.tint)
        }
    }

    private var details: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text(format.weekday(entry.date)).bold()
            Text(format.longDate(entry.date)).foregroundStyle(.secondary).lineLimit(1)
            Text("Week \(format.week(entry.date))").font(.caption)
            Spacer(minLength: 0)
            ProgressView(value: format.dayFraction(entry.date))
            Text("\(Int(format.dayFraction(entry.date) * 100))% of the day").font(.caption)
        }
    }

    private var worldClocks: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(entry.worldClocks, id: \.timeZone.identifier) { clock in
                let world = ClockFormat(timeZone: clock.timeZone)
                HStack(spacing: 8) {
                    Image(systemName: clock.isDaytime ? "sun.max.fill" : "moon.fill")
                        .foregroundColor(clock.isDaytime ? .yellow : .indigo)
                    Text(world.cityName).lineLimit(1)
                    Spacer()
                    Text(world.offset(from: entry.timeZone, at: entry.date)).font(.caption)
                    Text(world.timeWithPeriod(entry.date, in: hourCycle)).bold()
                }
            }
        }
    }
}

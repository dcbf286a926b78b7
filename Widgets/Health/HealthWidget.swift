import WidgetEngine

/// A hero's health recovering 25 % an hour until full: `.atEnd` while recovering, then `.never`.
public struct HealthWidget: Widget {
    public static let kind = "health"

    public init() {}

    public var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: Self.kind, intent: HealthIntent.self, provider: HealthProvider()) { HealthView(entry: $0) }
            .configurationDisplayName("Health")
            .description("Health recovers 25 % an hour; the widget stops asking once it is full.")
            .supportedFamilies([.systemSmall])
    }
}

/// When the hero was hurt (health 0 then).
struct HealthIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Health"
    @Parameter(title: "Hurt at (ISO 8601; empty for the start of the hour)", default: "") var hurtAt: String
}

struct HealthEntry: TimelineEntry {
    let date: Date
    /// From 0 to 1.
    let level: Double
    /// When health is full.
    let fullAt: Date
}

struct HealthProvider: AppIntentTimelineProvider {
    /// Recovery per hour.
    static let rate = 0.25

    func placeholder(in context: Context) -> HealthEntry {
        HealthEntry(date: context.date, level: 0.5, fullAt: context.date.addingTimeInterval(7_200))
    }

    func snapshot(for configuration: HealthIntent, in context: Context) async -> HealthEntry {
        placeholder(in: context)
    }

    /// The level now and at the next whole hour of recovery; `.never` once full.
    func timeline(for configuration: HealthIntent, in context: Context) async throws -> Timeline<HealthEntry> {
        let hurt = try Self.hurtDate(configuration.hurtAt, now: context.date)
        let fullAt = hurt.addingTimeInterval(3_600 / Self.rate)
        let level = Self.level(hurt: hurt, at: context.date)
        guard level < 1 else {
            return Timeline(entries: [HealthEntry(date: context.date, level: 1, fullAt: fullAt)], policy: .never)
        }
        let hours = context.date.timeIntervalSince(hurt) / 3_600
        let nextStep = hurt.addingTimeInterval((hours.rounded(.down) + 1) * 3_600)
        return Timeline(
            entries: [
                HealthEntry(date: context.date, level: level, fullAt: fullAt),
                HealthEntry(date: nextStep, level: Self.level(hurt: hurt, at: nextStep), fullAt: fullAt),
            ], policy: .atEnd)
    }

    /// 25 % per whole hour since `hurt`, at most 100 %.
    static func level(hurt: Date, at date: Date) -> Double {
        min(1, max(0, (date.timeIntervalSince(hurt) / 3_600).rounded(.down) * rate))
    }

    static func hurtDate(_ text: String, now: Date) throws -> Date {
        if text.isEmpty { return Date(timeIntervalSinceReferenceDate: (now.timeIntervalSinceReferenceDate / 3_600).rounded(.down) * 3_600) }
        guard let date = try? Date(text, strategy: .iso8601) else { throw HealthError.badDate(text) }
        return date
    }
}

enum HealthError: Error, CustomStringConvertible {
    case badDate(String)
    var description: String {
        switch self {
        case let .badDate(text): return "hurtAt \"\(text)\" is not an ISO 8601 instant such as 2026-11-21T09:00:00Z"
        }
    }
}

struct HealthView: View {
    let entry: HealthEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Label("Health", systemImage: "heart.fill").font(.headline).foregroundStyle(.red)
            Spacer(minLength: 0)
            Text("\(Int(entry.level * 100))%").font(.largeTitle)
            ProgressView(value: entry.level).tint(.red)
            if entry.level >= 1 {
                Text("Full health").font(.caption)
            } else {
                Text("Full at \(entry.fullAt, style: .time)").font(.caption).lineLimit(1)
            }
        }
    }
}

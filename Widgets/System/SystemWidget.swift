import WidgetEngine

/// Load averages, memory and the disk use of chosen mount points, from `/proc` and
/// `statvfs`; refreshed every 20 minutes, as often as the reload budget allows all day.
public struct SystemWidget: Widget {
    public static let kind = "system"

    let sources: SystemSources

    public init() {
        sources = SystemSources()
    }

    /// A system widget reading other sources (tests: a fixture `/proc`, fixed disk figures).
    init(sources: SystemSources) {
        self.sources = sources
    }

    public var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: Self.kind, intent: SystemIntent.self, provider: SystemProvider(sources: sources)) {
            SystemView(entry: $0)
        }
        .configurationDisplayName("System")
        .description("Load, memory and disk use of chosen mounts; refreshed every 20 minutes.")
        .supportedFamilies([.systemSmall, .systemMedium, .systemLarge])
    }
}

struct SystemIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "System"
    @Parameter(title: "Mount points (comma-separated)", default: "/") var mounts: String
}

import WidgetEngine

/// Load averages, memory and the disk use of chosen mount points, from `/proc` and
/// `statvfs`; refreshed every 20 minutes, as often as the reload budget allows all day.
public struct SystemWidget: Widget {
    public static let kind = "system"

    let sources: SystemSources
    /// The live figures while shown.
    let live: SystemLive

    public init() {
        sources = SystemSources()
        live = SystemLive()
    }

    /// A system widget reading other sources (tests: a fixture `/proc`, fixed disk figures, a
    /// live sampler they drive).
    init(sources: SystemSources, live: SystemLive = SystemLive()) {
        self.sources = sources
        self.live = live
    }

    public var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: Self.kind, intent: SystemIntent.self, provider: SystemProvider(sources: sources)) {
            SystemView(entry: $0)
        }
        .configurationDisplayName("System")
        .description("Load, memory and disks; live CPU, memory, network and disk I/O while shown.")
        .supportedFamilies([.systemSmall, .systemMedium, .systemLarge])
        .liveUpdates(live.updates)
    }
}

struct SystemIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "System"
    @Parameter(title: "Mount points (comma-separated)", default: "/") var mounts: String
    @Parameter(title: "Live figures every (seconds; 0: none)", default: SystemIntent.defaultLiveSeconds, inclusiveRange: 0...60)
    var liveSeconds: Int

    /// Live figures once a second unless configured otherwise.
    static let defaultLiveSeconds = 1
}

import WidgetEngine

/// A countdown to a chosen date: the time left as live text and a live bar, redrawn by the
/// host with no reload; "Done" once the date has passed. Brought forward in a stack as the
/// date nears.
public struct CountdownWidget: Widget {
    public static let kind = "countdown"

    let timeZone: TimeZone

    public init() {
        timeZone = .current
    }

    /// A countdown reading dates without a zone in `timeZone` (tests).
    init(timeZone: TimeZone) {
        self.timeZone = timeZone
    }

    public var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: Self.kind, intent: CountdownIntent.self, provider: CountdownProvider(timeZone: timeZone)) {
            CountdownView(entry: $0)
        }
        .configurationDisplayName("Countdown")
        .description("Time left to a chosen date, live; done once it has passed.")
        .supportedFamilies([.systemSmall, .systemMedium, .accessoryRectangular, .accessoryInline])
    }
}

struct CountdownIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Countdown"
    @Parameter(title: "Title", default: "New Year") var title: String
    @Parameter(title: "Date (ISO 8601; empty for the next New Year)", default: "", validation: CountdownDate.validation) var date: String
    @Parameter(title: "Progress from (ISO 8601; empty for 30 days before)", default: "", validation: CountdownDate.validation)
    var since: String
}

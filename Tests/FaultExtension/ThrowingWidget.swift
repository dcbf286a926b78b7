import WidgetEngine

/// `fault-swift-throw`: "good 1" until the fault instant, then its provider throws.
struct ThrowingWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "fault-swift-throw", intent: NoIntent.self, provider: ThrowingProvider()) { Text($0.text) }
            .configurationDisplayName("fault-swift-throw")
            .description("Throws from its provider.")
            .supportedFamilies([.systemSmall])
    }
}

/// A configuration with nothing to set.
struct NoIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Nothing"
}

/// What the throwing provider throws.
struct WidgetCodeError: Error, CustomStringConvertible {
    var description: String { "the widget's code threw" }
}

struct ThrowingProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> FaultEntry { FaultEntry(date: context.date, text: "fault-swift-throw") }

    func snapshot(for configuration: NoIntent, in context: Context) async throws -> FaultEntry {
        FaultEntry(date: context.date, text: "good 1")
    }

    func timeline(for configuration: NoIntent, in context: Context) async throws -> Timeline<FaultEntry> {
        if FaultInstant.faults(at: context.date) { throw WidgetCodeError() }
        return Timeline(entries: [FaultEntry(date: context.date, text: "good 1")], policy: .after(context.date.addingTimeInterval(60)))
    }
}

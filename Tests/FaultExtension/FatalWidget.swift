import WidgetEngine

/// `fault-fatal`: "good 1" until the fault instant, then `fatalError` in its provider.
struct FatalWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "fault-fatal", provider: FatalProvider()) { Text($0.text) }
            .configurationDisplayName("fault-fatal")
            .description("Calls fatalError from its provider.")
            .supportedFamilies([.systemSmall])
    }
}

struct FatalProvider: TimelineProvider {
    func placeholder(in context: Context) -> FaultEntry { FaultEntry(date: context.date, text: "fault-fatal") }

    func getSnapshot(in context: Context, completion: @escaping @Sendable (FaultEntry) -> Void) {
        completion(FaultEntry(date: context.date, text: "good 1"))
    }

    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<FaultEntry>) -> Void) {
        if FaultInstant.faults(at: context.date) { fatalError("the fault suite's fatalError") }
        completion(Timeline(entries: [FaultEntry(date: context.date, text: "good 1")], policy: .after(context.date.addingTimeInterval(60))))
    }
}

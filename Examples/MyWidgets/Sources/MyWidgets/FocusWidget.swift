import WidgetEngine // where an iOS widget imports WidgetKit (it brings WidgetUI, our SwiftUI)

/// A focus block: 25 minutes of work from each half hour, then 5 minutes of break.
struct FocusEntry: TimelineEntry {
    let date: Date
    let block: ClosedRange<Date>
    let isBreak: Bool
}

/// Entries at the start of each work block and break for the next two hours, then asks
/// again (`.atEnd`). The countdown between entries is live text: no reload needed.
struct FocusProvider: TimelineProvider {
    func placeholder(in context: Context) -> FocusEntry {
        FocusEntry(date: context.date, block: context.date...context.date.addingTimeInterval(1_500), isBreak: false)
    }

    func getSnapshot(in context: Context, completion: @escaping @Sendable (FocusEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<FocusEntry>) -> Void) {
        let halfHour = (context.date.timeIntervalSince1970 / 1_800).rounded(.down) * 1_800
        var entries: [FocusEntry] = []
        for index in 0..<4 {
            let start = Date(timeIntervalSince1970: halfHour + Double(index) * 1_800)
            let breakStart = start.addingTimeInterval(1_500), end = start.addingTimeInterval(1_800)
            entries.append(FocusEntry(date: start, block: start...breakStart, isBreak: false))
            entries.append(FocusEntry(date: breakStart, block: breakStart...end, isBreak: true))
        }
        // The first entry starts at the last half hour: the engine shows the latest entry whose
        // date has come, so "now" is covered.
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}

struct FocusView: View {
    let entry: FocusEntry
    @Environment(\.widgetFamily) private var family

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Label(entry.isBreak ? "Break" : "Focus", systemImage: entry.isBreak ? "cup.and.saucer" : "timer")
                .font(.headline)
                .foregroundStyle(entry.isBreak ? .green : .orange)
            Spacer(minLength: 0)
            Text(timerInterval: entry.block, countsDown: true)
                .font(.largeTitle)
            ProgressView(timerInterval: entry.block, countsDown: false)
                .tint(entry.isBreak ? .green : .orange)
            if family != .systemSmall {
                Text("until \(entry.block.upperBound, style: .time)").font(.caption)
            }
        }
        .containerBackground(.background, for: .widget)
    }
}

/// The widget, as on iOS.
public struct FocusWidget: Widget {
    public init() {}

    public var body: some WidgetConfiguration {
        StaticConfiguration(kind: "focus", provider: FocusProvider()) { entry in
            FocusView(entry: entry)
        }
        .configurationDisplayName("Focus")
        .description("25 minutes of focus from each half hour, then a 5-minute break.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

/// Every widget of this package.
public struct MyWidgets: WidgetBundle {
    public init() {}

    public var body: some Widget {
        FocusWidget()
    }
}

// `swift run my-homescreen render focus --previews` lists these, `--preview Break` draws one.
#Preview("Break", as: .systemSmall) {
    FocusWidget()
} timeline: {
    FocusEntry(date: .now, block: Date.now...Date.now.addingTimeInterval(300), isBreak: true)
}

#Preview(as: .systemMedium) {
    FocusWidget()
} timelineProvider: {
    FocusProvider()
}

import Synchronization
import WidgetEngine

/// The glasses drunk today. (An iOS widget keeps such a count in its app group's defaults;
/// here anything the widget's process can read will do: a file, `@AppStorage`, a database.)
let glassesToday = Mutex(0)

struct DrinkIntent: AppIntent {
    static let title: LocalizedStringResource = "Drink"
    @Parameter(title: "Glasses") var glasses: Int

    init() {}
    init(glasses: Int) { self.glasses = glasses }

    func perform() async throws -> some IntentResult {
        glassesToday.withLock { $0 += glasses }
        return .result()
    }
}

struct WaterEntry: TimelineEntry {
    let date: Date
    let glasses: Int
}

struct WaterProvider: TimelineProvider {
    func placeholder(in context: Context) -> WaterEntry { WaterEntry(date: context.date, glasses: 3) }
    func getSnapshot(in context: Context, completion: @escaping (WaterEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<WaterEntry>) -> Void) {
        // A press reloads the widget: no policy needed to pick up the new count.
        completion(Timeline(entries: [WaterEntry(date: context.date, glasses: glassesToday.withLock { $0 })], policy: .never))
    }
}

struct WaterView: View {
    let entry: WaterEntry
    var body: some View {
        VStack(alignment: .leading) {
            Label("Water", systemImage: "drop").font(.headline)
            Text("\(entry.glasses) of 8 glasses").invalidatableContent()
            HStack {
                Button("+1", intent: DrinkIntent(glasses: 1))
                Button("+2", intent: DrinkIntent(glasses: 2)).buttonStyle(.borderedProminent)
            }
        }
        .containerBackground(.background, for: .widget)
    }
}

struct WaterWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "water", provider: WaterProvider()) { WaterView(entry: $0) }
            .configurationDisplayName("Water")
            .supportedFamilies([.systemSmall])
    }
}

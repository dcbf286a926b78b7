import Foundation
import TestSupport
import WidgetEngine

struct FailingIntent: AppIntent {
    struct Refusal: LocalizedError {
        var errorDescription: String? { "the list changed since it was shown" }
    }

    static let title: LocalizedStringResource = "Fail"
    @Parameter(title: "Fails", default: true) var fails: Bool

    func perform() async throws -> some IntentResult & ReturnsValue<Int> {
        if fails { throw Refusal() }
        return .result(value: 0)
    }
}

struct OpenDocsIntent: AppIntent {
    static let title: LocalizedStringResource = "Open the docs"
    func perform() async throws -> some IntentResult & OpensIntent {
        .result(opensIntent: OpenURLIntent(URL(string: "https://example.com/docs") ?? URL(fileURLWithPath: "/")))
    }
}

/// A widget with a button of each kind and a toggle, reading the store.
struct CounterEntry: TimelineEntry {
    let date: Date
    let count: Int
    let isOn: Bool
}

struct CounterProvider: TimelineProvider {
    let key: String
    func placeholder(in context: Context) -> CounterEntry { CounterEntry(date: context.date, count: 0, isOn: false) }
    func getSnapshot(in context: Context, completion: @escaping @Sendable (CounterEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<CounterEntry>) -> Void) {
        let entry = CounterEntry(date: context.date, count: PressStore.value(key), isOn: PressStore.value(key + ".on") == 1)
        completion(Timeline(entries: [entry], policy: .never))
    }
}

struct CounterView: View {
    let entry: CounterEntry
    let key: String

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("Count \(entry.count)").invalidatableContent()
            HStack {
                Button("Add", intent: AddIntent(key: key, amount: 1))
                Button(intent: AddIntent(key: key, amount: 10, note: "Ten more")) { Text("+10") }
                    .buttonStyle(.borderedProminent)
                Button("Off", intent: AddIntent(key: key, amount: 5)).disabled(true)
            }
            Toggle("Lamp", isOn: entry.isOn, intent: SwitchIntent(key: key + ".on"))
            HStack {
                Button("Fail", intent: FailingIntent()).buttonStyle(.plain)
                Button("Docs", intent: OpenDocsIntent()).buttonBorderShape(.capsule)
            }
        }
    }
}

struct CounterWidget: Widget {
    var key = "counter"
    init() {}
    init(key: String) { self.key = key }

    var body: some WidgetConfiguration {
        let key = key
        return StaticConfiguration(kind: "counter-" + key, provider: CounterProvider(key: key)) { CounterView(entry: $0, key: key) }
            .supportedFamilies([.systemMedium])
    }
}

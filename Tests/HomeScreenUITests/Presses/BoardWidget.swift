import Foundation
import TestSupport
import WidgetEngine

struct BoardHelloIntent: AppIntent {
    static let title: LocalizedStringResource = "Hello"
    func perform() async throws -> some IntentResult & ProvidesDialog { .result(dialog: "Hello from the board") }
}

struct BoardDocsIntent: AppIntent {
    static let title: LocalizedStringResource = "Docs"
    func perform() async throws -> some IntentResult & OpensIntent {
        .result(opensIntent: OpenURLIntent(URL(string: "https://example.com/board") ?? URL(fileURLWithPath: "/")))
    }
}

struct BoardFuseIntent: SetValueIntent {
    struct Blown: LocalizedError {
        var errorDescription: String? { "the fuse is blown" }
    }

    static let title: LocalizedStringResource = "Fuse"
    @Parameter(title: "On") var value: Bool
    @Parameter(title: "Blown", default: true) var blown: Bool

    func perform() async throws -> some IntentResult {
        if blown { throw Blown() }
        return .result()
    }
}

struct BoardEntry: TimelineEntry {
    let date: Date
    let count: Int
    let isOn: Bool
}

struct BoardProvider: TimelineProvider {
    let key: String
    func placeholder(in context: Context) -> BoardEntry { BoardEntry(date: context.date, count: 0, isOn: false) }
    func getSnapshot(in context: Context, completion: @escaping @Sendable (BoardEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<BoardEntry>) -> Void) {
        let entry = BoardEntry(date: context.date, count: PressStore.value(key), isOn: PressStore.value(key + ".on") == 1)
        completion(Timeline(entries: [entry], policy: .never))
    }
}

/// A widget with buttons (one disabled), a link, and two toggles (one whose intent throws),
/// reading the store: the home screen's presses are tested on it.
struct BoardWidget: Widget {
    var key = "board"
    init() {}
    init(key: String) { self.key = key }

    var body: some WidgetConfiguration {
        let key = key
        return StaticConfiguration(kind: "board-" + key, provider: BoardProvider(key: key)) { entry in
            VStack(alignment: .leading, spacing: 0) {
                HStack {
                    Text("Count \(entry.count)").invalidatableContent()
                    Link("Web", destination: URL(string: "https://example.com/web") ?? URL(fileURLWithPath: "/"))
                }
                HStack {
                    Button("Add", intent: AddIntent(key: key, amount: 1))
                    Button("Hi", intent: BoardHelloIntent())
                    Button("Docs", intent: BoardDocsIntent())
                    Button("Off", intent: AddIntent(key: key, amount: 1)).disabled(true)
                }
                Toggle("Lamp", isOn: entry.isOn, intent: SwitchIntent(key: key + ".on"))
                Toggle("Fuse", isOn: false, intent: BoardFuseIntent())
            }
        }
        .supportedFamilies([.systemMedium])
    }
}

import Foundation
import Synchronization
import WidgetEngine

/// What the board's intents write, by key (each test its own key, so tests run in parallel).
enum BoardStore {
    private static let values = Mutex<[String: Int]>([:])

    static func value(_ key: String) -> Int { values.withLock { $0[key] ?? 0 } }
    static func add(_ amount: Int, to key: String) { values.withLock { $0[key, default: 0] += amount } }
    static func set(_ value: Int, for key: String) { values.withLock { $0[key] = value } }
}

struct BoardAddIntent: AppIntent {
    static let title: LocalizedStringResource = "Add"
    @Parameter(title: "Key") var key: String

    init() {}
    init(key: String) { self.key = key }

    func perform() async throws -> some IntentResult {
        BoardStore.add(1, to: key)
        return .result()
    }
}

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

struct BoardSwitchIntent: SetValueIntent {
    static let title: LocalizedStringResource = "Switch"
    @Parameter(title: "Key") var key: String
    @Parameter(title: "On") var value: Bool

    init() {}
    init(key: String) { self.key = key }

    func perform() async throws -> some IntentResult {
        BoardStore.set(value ? 1 : 0, for: key)
        return .result()
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
        let entry = BoardEntry(date: context.date, count: BoardStore.value(key), isOn: BoardStore.value(key + ".on") == 1)
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
                    Button("Add", intent: BoardAddIntent(key: key))
                    Button("Hi", intent: BoardHelloIntent())
                    Button("Docs", intent: BoardDocsIntent())
                    Button("Off", intent: BoardAddIntent(key: key)).disabled(true)
                }
                Toggle("Lamp", isOn: entry.isOn, intent: BoardSwitchIntent(key: key + ".on"))
                Toggle("Fuse", isOn: false, intent: BoardFuseIntent())
            }
        }
        .supportedFamilies([.systemMedium])
    }
}

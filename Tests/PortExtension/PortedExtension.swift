// An iOS widget extension's entry point, as written for WidgetKit; only its imports differ.
// import SwiftUI
// import WidgetKit
import Foundation
import WidgetEngine

/// `@main struct …: WidgetBundle`: the whole program. Built, it serves its widgets over the
/// extension protocol (`homescreen extension add` it); run by hand in a terminal, it says how
/// to add it.
@main
struct PortedExtension: WidgetBundle {
    var body: some Widget {
        TallyWidget()
    }
}

/// Counts presses: a `Button(intent:)` in an extension's own process. (The widget also has a
/// lamp toggle and a toggle whose intent fails, for the home screen's end-to-end tests.)
struct TallyIntent: AppIntent {
    static let title: LocalizedStringResource = "Count one"

    func perform() async throws -> some IntentResult {
        let file = TallyStore.file("tally")
        let count = (try? String(contentsOf: file, encoding: .utf8)).flatMap { Int($0) } ?? 0
        try String(count + 1).write(to: file, atomically: true, encoding: .utf8)
        return .result()
    }
}

/// Switches the lamp: a `Toggle(isOn:intent:)` whose `SetValueIntent` writes the state.
struct LampIntent: SetValueIntent {
    static let title: LocalizedStringResource = "Lamp"
    @Parameter(title: "On") var value: Bool

    func perform() async throws -> some IntentResult {
        try (value ? "on" : "off").write(to: TallyStore.file("lamp"), atomically: true, encoding: .utf8)
        return .result()
    }
}

/// A toggle whose intent always fails: the home screen flips it back and marks the tile.
struct FuseIntent: SetValueIntent {
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

/// The files the intents write, in the extension's cache folder.
enum TallyStore {
    static func file(_ name: String) -> URL {
        URL(fileURLWithPath: (ProcessInfo.processInfo.environment["XDG_CACHE_HOME"] ?? "/tmp") + "/" + name)
    }
}

struct TallyEntry: TimelineEntry {
    let date: Date
    let count: Int
    var lampIsOn = false
}

struct TallyProvider: TimelineProvider {
    func placeholder(in context: Context) -> TallyEntry { TallyEntry(date: context.date, count: 0) }
    func getSnapshot(in context: Context, completion: @escaping @Sendable (TallyEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<TallyEntry>) -> Void) {
        let count = (try? String(contentsOf: TallyStore.file("tally"), encoding: .utf8)).flatMap { Int($0) } ?? 0
        let lamp = (try? String(contentsOf: TallyStore.file("lamp"), encoding: .utf8)) == "on"
        completion(Timeline(entries: [TallyEntry(date: context.date, count: count, lampIsOn: lamp)], policy: .never))
    }
}

struct TallyWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "tally", provider: TallyProvider()) { entry in
            VStack {
                Text("\(entry.count) presses").invalidatableContent()
                Text("lamp \(entry.lampIsOn ? "on" : "off")").invalidatableContent()
                Button("Count", intent: TallyIntent())
                Toggle("Lamp", isOn: entry.lampIsOn, intent: LampIntent())
                Toggle("Fuse", isOn: false, intent: FuseIntent())
            }
        }
        .configurationDisplayName("Tally")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

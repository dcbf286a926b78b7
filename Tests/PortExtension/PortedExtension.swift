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

/// Counts presses: a `Button(intent:)` in an extension's own process.
struct TallyIntent: AppIntent {
    static let title: LocalizedStringResource = "Count one"

    func perform() async throws -> some IntentResult {
        let file = URL(fileURLWithPath: (ProcessInfo.processInfo.environment["XDG_CACHE_HOME"] ?? "/tmp") + "/tally")
        let count = (try? String(contentsOf: file, encoding: .utf8)).flatMap { Int($0) } ?? 0
        try String(count + 1).write(to: file, atomically: true, encoding: .utf8)
        return .result()
    }
}

struct TallyEntry: TimelineEntry {
    let date: Date
    let count: Int
}

struct TallyProvider: TimelineProvider {
    func placeholder(in context: Context) -> TallyEntry { TallyEntry(date: context.date, count: 0) }
    func getSnapshot(in context: Context, completion: @escaping @Sendable (TallyEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<TallyEntry>) -> Void) {
        let file = (ProcessInfo.processInfo.environment["XDG_CACHE_HOME"] ?? "/tmp") + "/tally"
        let count = (try? String(contentsOfFile: file, encoding: .utf8)).flatMap { Int($0) } ?? 0
        completion(Timeline(entries: [TallyEntry(date: context.date, count: count)], policy: .never))
    }
}

struct TallyWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "tally", provider: TallyProvider()) { entry in
            VStack {
                Text("\(entry.count) presses")
                Button("Count", intent: TallyIntent())
            }
        }
        .configurationDisplayName("Tally")
        .supportedFamilies([.systemSmall])
    }
}

// An iOS widget as written for SwiftUI and WidgetKit; only its imports differ.
// import SwiftUI
// import WidgetKit
import WidgetEngine

/// `@AppStorage` settings read when the view is resolved, as an iOS widget shares them with
/// its app.
enum ReadingUnit: String {
    case pages, minutes
}

struct ReadingGoalEntry: TimelineEntry {
    let date: Date
    let done: Int
}

struct ReadingGoalProvider: TimelineProvider {
    func placeholder(in context: Context) -> ReadingGoalEntry { ReadingGoalEntry(date: context.date, done: 0) }

    func getSnapshot(in context: Context, completion: @escaping @Sendable (ReadingGoalEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<ReadingGoalEntry>) -> Void) {
        completion(Timeline(entries: [ReadingGoalEntry(date: context.date, done: 12)], policy: .never))
    }
}

struct ReadingGoalView: View {
    var entry: ReadingGoalEntry
    @AppStorage("dailyGoal") private var goal = 20
    @AppStorage("unit") private var unit = ReadingUnit.pages
    @AppStorage("showsStreak") private var showsStreak = false

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("\(entry.done) of \(goal) \(unit.rawValue)")
            ProgressView(value: Double(entry.done), total: Double(goal))
            if showsStreak {
                Text("Streak: 4 days")
            }
        }
    }
}

struct ReadingGoalWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "port-reading-goal", provider: ReadingGoalProvider()) { entry in
            ReadingGoalView(entry: entry)
        }
        .configurationDisplayName("Reading goal")
        .supportedFamilies([.systemSmall])
    }
}

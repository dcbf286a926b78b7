import WidgetEngine

/// Three entries a quarter of an hour apart, then asks again (`.atEnd`).
struct ShowcaseProvider: TimelineProvider {
    func placeholder(in context: Context) -> ShowcaseEntry {
        ShowcaseEntry(date: context.date, progress: 0.6)
    }

    func getSnapshot(in context: Context, completion: @escaping @Sendable (ShowcaseEntry) -> Void) {
        completion(ShowcaseEntry(date: context.date, progress: 0.6))
    }

    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<ShowcaseEntry>) -> Void) {
        let entries = (0..<3).map { step in
            ShowcaseEntry(date: context.date.addingTimeInterval(Double(step) * 900), progress: 0.6 + Double(step) * 0.2)
        }
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}

import WidgetEngine // iOS: import WidgetKit and SwiftUI

// The widgets in this folder are written as on iOS: each compiles there with only its
// imports changed. They show the layout views of issue 25 (one each), drawn by
// `LayoutWidgetSnapshotTests`.

/// One entry a day: what the layout widgets show.
struct DayEntry: TimelineEntry {
    let date: Date
    var forecast: [(day: String, symbol: String, high: Int)] = [("Mon", "sun.max", 21), ("Tue", "cloud", 17), ("Wed", "cloud.rain", 9)]
    var charge = 0.62
}

/// The same entry now and again tomorrow, as an Xcode template's provider does.
struct DayProvider: TimelineProvider {
    func placeholder(in context: Context) -> DayEntry {
        DayEntry(date: context.date)
    }

    func getSnapshot(in context: Context, completion: @escaping @Sendable (DayEntry) -> Void) {
        completion(DayEntry(date: context.date))
    }

    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<DayEntry>) -> Void) {
        let entry = DayEntry(date: context.date)
        completion(Timeline(entries: [entry], policy: .after(context.date.addingTimeInterval(86_400))))
    }
}

import WidgetEngine

/// A fixed sample for the showcase: a title, a progress value and a timer interval.
struct ShowcaseEntry: TimelineEntry {
    let date: Date
    let progress: Double
    /// A 25-minute focus timer that started 10 minutes before the entry.
    var timer: ClosedRange<Date> { date.addingTimeInterval(-600)...date.addingTimeInterval(900) }
}

import WidgetEngine

/// A fault widget's entry: a line of text.
struct FaultEntry: TimelineEntry {
    let date: Date
    let text: String
}

/// Supplies a widget's entries, as in WidgetKit.
///
/// ```swift
/// struct Provider: TimelineProvider {
///     func placeholder(in context: Context) -> SimpleEntry { SimpleEntry(date: context.date) }
///     func getSnapshot(in context: Context, completion: @escaping (SimpleEntry) -> Void) {
///         completion(SimpleEntry(date: context.date))
///     }
///     func getTimeline(in context: Context, completion: @escaping (Timeline<SimpleEntry>) -> Void) {
///         completion(Timeline(entries: [SimpleEntry(date: context.date)], policy: .atEnd))
///     }
/// }
/// ```
/// Calls run off the main actor; a completion called twice is ignored after the first call.
public protocol TimelineProvider: Sendable {
    /// The entries it makes.
    associatedtype Entry: TimelineEntry
    typealias Context = TimelineProviderContext

    /// An entry to show before anything is known; drawn with `.placeholder` redaction.
    func placeholder(in context: Context) -> Entry
    /// An entry for the gallery (`context.isPreview`), quickly, with sample data if need be.
    func getSnapshot(in context: Context, completion: @escaping @Sendable (Entry) -> Void)
    /// The entries to show from now on and when to ask again.
    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<Entry>) -> Void)
}

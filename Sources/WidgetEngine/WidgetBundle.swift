/// Widgets that ship together, as in WidgetKit.
///
/// ```swift
/// struct MyWidgets: WidgetBundle {
///     var body: some Widget {
///         ClockWidget()
///         CalendarWidget()
///     }
/// }
/// ```
public protocol WidgetBundle {
    /// What its body is.
    associatedtype Body: Widget
    /// The bundle (the host makes it to read its widgets).
    init()
    /// Its widgets, at most 10 to a block (bundles nest).
    @WidgetBundleBuilder var body: Body { get }
}

extension WidgetBundle {
    /// The descriptions of every widget in the bundle, nested bundles included.
    public var descriptors: [WidgetDescriptor] { body.descriptors }

    /// The descriptions of every control in the bundle, nested bundles included.
    public var controls: [ControlDescriptor] { body._controls }
}

extension WidgetDescriptor {
    /// A descriptor with no provider output, for an empty bundle's body.
    static var empty: WidgetDescriptor {
        WidgetDescriptor(kind: "", supportedFamilies: [], provider: AnyTimelineProvider(EmptyProvider()) { _ in EmptyView() })
    }
}

/// A provider with nothing to show.
struct EmptyProvider: TimelineProvider {
    struct Entry: TimelineEntry { var date: Date }
    func placeholder(in context: Context) -> Entry { Entry(date: context.date) }
    func getSnapshot(in context: Context, completion: @escaping @Sendable (Entry) -> Void) { completion(Entry(date: context.date)) }
    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<Entry>) -> Void) {
        completion(Timeline(entries: [], policy: .never))
    }
}

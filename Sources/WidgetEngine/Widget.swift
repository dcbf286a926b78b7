/// A widget, as in WidgetKit: a type whose body is its configuration.
///
/// ```swift
/// struct ClockWidget: Widget {
///     var body: some WidgetConfiguration {
///         StaticConfiguration(kind: "clock", provider: ClockProvider()) { entry in
///             ClockView(entry: entry)
///         }
///         .configurationDisplayName("Clock")
///         .description("The time, always.")
///         .supportedFamilies([.systemSmall, .systemMedium])
///     }
/// }
/// ```
public protocol Widget {
    associatedtype Body: WidgetConfiguration
    init()
    var body: Body { get }

    /// The descriptions of the widgets this value stands for. Not for widget code to
    /// implement: the default (the body's one widget) is right for every widget, and the
    /// tuple ``WidgetBundleBuilder`` builds answers its several. A requirement rather than
    /// a dynamic cast to find tuples: the first cast of each widget type searches every
    /// protocol conformance in the program (about 50 microseconds each at start).
    var _descriptors: [WidgetDescriptor] { get }
}

extension Widget {
    public var _descriptors: [WidgetDescriptor] { [body.descriptor] }

    /// The descriptions of the widgets this value stands for (one, or several for a tuple
    /// built by ``WidgetBundleBuilder``).
    public var descriptors: [WidgetDescriptor] { _descriptors }
}

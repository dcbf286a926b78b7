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
    /// What its body is.
    associatedtype Body: WidgetConfiguration
    /// The widget (the host makes it to read its configuration).
    init()
    /// Its configuration: kind, provider, views, names and families.
    var body: Body { get }

    /// The descriptions of the widgets this value stands for. Not for widget code to
    /// implement: the default (the body's one widget) is right for every widget, and the
    /// tuple ``WidgetBundleBuilder`` builds answers its several. A requirement rather than
    /// a dynamic cast to find tuples: the first cast of each widget type searches every
    /// protocol conformance in the program (about 50 microseconds each at start).
    var _descriptors: [WidgetDescriptor] { get }

    /// The controls this value stands for: none for a widget; a bundle's (iOS 18 bundles
    /// hold ``ControlWidget``s beside widgets). Not for widget code to implement.
    var _controls: [ControlDescriptor] { get }
}

extension Widget {
    /// The widget's description (a bundle's are its widgets').
    public var _descriptors: [WidgetDescriptor] { [body.descriptor] }

    /// No controls.
    public var _controls: [ControlDescriptor] { [] }

    /// The descriptions of the widgets this value stands for (one, or several for a tuple
    /// built by ``WidgetBundleBuilder``).
    public var descriptors: [WidgetDescriptor] { _descriptors }
}

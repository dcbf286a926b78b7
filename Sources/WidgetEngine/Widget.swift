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
}

extension Widget {
    /// The descriptions of the widgets this value stands for (one, or several for a tuple
    /// built by ``WidgetBundleBuilder``).
    public var descriptors: [WidgetDescriptor] {
        if let tuple = self as? any WidgetGroup { return tuple.groupDescriptors }
        return [body.descriptor]
    }
}

/// Several widgets in one value (a bundle's body).
protocol WidgetGroup {
    var groupDescriptors: [WidgetDescriptor] { get }
}

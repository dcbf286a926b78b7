/// A control standing in a ``WidgetBundle`` (what ``WidgetBundleBuilder`` makes of a
/// ``ControlWidget``): a member with no widget and one control.
public struct _ControlWidgetEntry: Widget {
    let control: ControlDescriptor?

    init(control: ControlDescriptor) {
        self.control = control
    }

    /// No control.
    public init() {
        control = nil
    }

    /// No widgets.
    public var _descriptors: [WidgetDescriptor] { [] }
    /// The control.
    public var _controls: [ControlDescriptor] { control.map { [$0] } ?? [] }

    /// An empty configuration (the host reads ``_controls`` instead).
    public var body: ModifiedWidgetConfiguration { ModifiedWidgetConfiguration(descriptor: .empty) }
}

/// Builds a bundle's body from up to 10 widgets, as WidgetKit's `@WidgetBundleBuilder`.
/// Bundles nest: a bundle's `body` is a widget that can stand in another bundle. `if`, `if`/`else`
/// and `if #available(iOS 17, *)` blocks work as on iOS (an availability check for iOS is always
/// true here).
@resultBuilder
public enum WidgetBundleBuilder {
    /// A bundle of one widget.
    public static func buildBlock<W0: Widget>(_ w0: W0) -> _WidgetTuple {
        _WidgetTuple(members: [w0])
    }
    /// A bundle of these widgets, in order.
    public static func buildBlock<W0: Widget, W1: Widget>(_ w0: W0, _ w1: W1) -> _WidgetTuple {
        _WidgetTuple(members: [w0, w1])
    }
    /// A bundle of these widgets, in order.
    public static func buildBlock<W0: Widget, W1: Widget, W2: Widget>(_ w0: W0, _ w1: W1, _ w2: W2) -> _WidgetTuple {
        _WidgetTuple(members: [w0, w1, w2])
    }
    /// A bundle of these widgets, in order.
    public static func buildBlock<W0: Widget, W1: Widget, W2: Widget, W3: Widget>(_ w0: W0, _ w1: W1, _ w2: W2, _ w3: W3) -> _WidgetTuple {
        _WidgetTuple(members: [w0, w1, w2, w3])
    }
    /// A bundle of these widgets, in order.
    public static func buildBlock<W0: Widget, W1: Widget, W2: Widget, W3: Widget, W4: Widget>(
        _ w0: W0, _ w1: W1, _ w2: W2, _ w3: W3, _ w4: W4
    ) -> _WidgetTuple {
        _WidgetTuple(members: [w0, w1, w2, w3, w4])
    }
    /// A bundle of these widgets, in order.
    public static func buildBlock<W0: Widget, W1: Widget, W2: Widget, W3: Widget, W4: Widget, W5: Widget>(
        _ w0: W0, _ w1: W1, _ w2: W2, _ w3: W3, _ w4: W4, _ w5: W5
    ) -> _WidgetTuple {
        _WidgetTuple(
            members: [w0, w1, w2, w3, w4, w5])
    }
    /// A bundle of these widgets, in order.
    public static func buildBlock<W0: Widget, W1: Widget, W2: Widget, W3: Widget, W4: Widget, W5: Widget, W6: Widget>(
        _ w0: W0, _ w1: W1, _ w2: W2, _ w3: W3, _ w4: W4, _ w5: W5, _ w6: W6
    ) -> _WidgetTuple {
        _WidgetTuple(
            members: [w0, w1, w2, w3, w4, w5, w6])
    }
    /// A bundle of these widgets, in order.
    public static func buildBlock<W0: Widget, W1: Widget, W2: Widget, W3: Widget, W4: Widget, W5: Widget, W6: Widget, W7: Widget>(
        _ w0: W0, _ w1: W1, _ w2: W2, _ w3: W3, _ w4: W4, _ w5: W5, _ w6: W6, _ w7: W7
    ) -> _WidgetTuple {
        _WidgetTuple(
            members: [w0, w1, w2, w3, w4, w5, w6, w7])
    }
    /// A bundle of these widgets, in order.
    public static func buildBlock<
        W0: Widget, W1: Widget, W2: Widget, W3: Widget, W4: Widget, W5: Widget, W6: Widget, W7: Widget, W8: Widget
    >(_ w0: W0, _ w1: W1, _ w2: W2, _ w3: W3, _ w4: W4, _ w5: W5, _ w6: W6, _ w7: W7, _ w8: W8) -> _WidgetTuple {
        _WidgetTuple(
            members: [w0, w1, w2, w3, w4, w5, w6, w7, w8])
    }
    /// A bundle of these widgets, in order.
    public static func buildBlock<
        W0: Widget, W1: Widget, W2: Widget, W3: Widget, W4: Widget, W5: Widget, W6: Widget, W7: Widget, W8: Widget, W9: Widget
    >(_ w0: W0, _ w1: W1, _ w2: W2, _ w3: W3, _ w4: W4, _ w5: W5, _ w6: W6, _ w7: W7, _ w8: W8, _ w9: W9) -> _WidgetTuple {
        _WidgetTuple(
            members: [w0, w1, w2, w3, w4, w5, w6, w7, w8, w9])
    }

    /// A widget written in a bundle.
    public static func buildExpression<W: Widget>(_ widget: W) -> W { widget }

    /// A control written in a bundle, beside widgets (iOS 18).
    public static func buildExpression<C: ControlWidget>(_ control: C) -> _ControlWidgetEntry {
        _ControlWidgetEntry(control: control.controlDescriptor)
    }

    /// A block with no widget (an `if` whose condition failed, an empty `else`).
    public static func buildBlock() -> _WidgetTuple { _WidgetTuple(descriptors: []) }

    // A block inside `if`, `else` or `if #available` is built by `buildBlock` first, so the
    // functions below always receive a tuple.

    /// The widgets of an `if` without `else`: none when the condition failed.
    public static func buildOptional(_ widgets: _WidgetTuple?) -> _WidgetTuple { widgets ?? _WidgetTuple(descriptors: []) }

    /// The widgets of an `if`'s first branch.
    public static func buildEither(first widgets: _WidgetTuple) -> _WidgetTuple { widgets }

    /// The widgets of an `else` branch.
    public static func buildEither(second widgets: _WidgetTuple) -> _WidgetTuple { widgets }

    /// The widgets of an `if #available` block.
    public static func buildLimitedAvailability(_ widgets: _WidgetTuple) -> _WidgetTuple { widgets }
}

/// Several widgets built by ``WidgetBundleBuilder``.
public struct _WidgetTuple: Widget {
    let groupDescriptors: [WidgetDescriptor]
    let groupControls: [ControlDescriptor]

    /// The widgets' descriptions, in order.
    public var _descriptors: [WidgetDescriptor] { groupDescriptors }
    /// The controls' descriptions, in order.
    public var _controls: [ControlDescriptor] { groupControls }

    init(descriptors: [WidgetDescriptor], controls: [ControlDescriptor] = []) {
        self.groupDescriptors = descriptors
        self.groupControls = controls
    }

    init(members: [any Widget]) {
        self.init(descriptors: members.flatMap(\._descriptors), controls: members.flatMap(\._controls))
    }

    /// No widgets.
    public init() {
        self.init(descriptors: [])
    }

    /// The first widget's configuration (the host reads ``Widget/descriptors`` instead).
    public var body: ModifiedWidgetConfiguration {
        ModifiedWidgetConfiguration(descriptor: groupDescriptors.first ?? WidgetDescriptor.empty)
    }
}

/// A value within a range, as in SwiftUI: a label, then the current value and a bar between
/// the minimum and maximum labels (or, with `.gaugeStyle(.accessoryCircular)`, a ring glyph
/// over the current value).
public struct Gauge<Label: View, CurrentValueLabel: View, MinimumValueLabel: View, MaximumValueLabel: View>: View {
    let fraction: Double
    let label: Label
    let currentValueLabel: CurrentValueLabel
    let minimumValueLabel: MinimumValueLabel
    let maximumValueLabel: MaximumValueLabel
    @Environment(\.progressStyle) private var style

    /// The label, then the value and its bar (or ring).
    public var body: some View {
        if style == .circular {
            VStack(spacing: 0) {
                _ProgressBar(value: .fraction(fraction))
                currentValueLabel
            }
        } else {
            VStack(alignment: .leading, spacing: 0) {
                HStack(spacing: 8) {
                    label
                    Spacer(minLength: 0)
                    currentValueLabel
                }
                HStack(spacing: 8) {
                    minimumValueLabel
                    _ProgressBar(value: .fraction(fraction))
                    maximumValueLabel
                }
            }
        }
    }
}

extension Gauge {
    /// A gauge with every label.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
        @ViewBuilder minimumValueLabel: () -> MinimumValueLabel,
        @ViewBuilder maximumValueLabel: () -> MaximumValueLabel
    ) {
        let span = Double(bounds.upperBound - bounds.lowerBound)
        self.fraction = span > 0 ? Double(value - bounds.lowerBound) / span : 0
        self.label = label()
        self.currentValueLabel = currentValueLabel()
        self.minimumValueLabel = minimumValueLabel()
        self.maximumValueLabel = maximumValueLabel()
    }
}

extension Gauge where MinimumValueLabel == EmptyView, MaximumValueLabel == EmptyView {
    /// A gauge with a label and a current-value label.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(
            value: value, in: bounds, label: label, currentValueLabel: currentValueLabel,
            minimumValueLabel: { EmptyView() }, maximumValueLabel: { EmptyView() })
    }
}

extension Gauge where CurrentValueLabel == EmptyView, MinimumValueLabel == EmptyView, MaximumValueLabel == EmptyView {
    /// A gauge with a label.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        self.init(
            value: value, in: bounds, label: label, currentValueLabel: { EmptyView() },
            minimumValueLabel: { EmptyView() }, maximumValueLabel: { EmptyView() })
    }
}

/// Gauge styles, as in SwiftUI.
public struct GaugeStyleValue: Sendable {
    let style: ProgressNode.Style
    /// A bar filled to the value.
    public static let linearCapacity = GaugeStyleValue(style: .linear)
    /// A bar, as on the lock screen.
    public static let accessoryLinear = GaugeStyleValue(style: .linear)
    /// A bar filled to the value, as on the lock screen.
    public static let accessoryLinearCapacity = GaugeStyleValue(style: .linear)
    /// A ring glyph over the value.
    public static let accessoryCircular = GaugeStyleValue(style: .circular)
    /// A ring glyph filled to the value.
    public static let accessoryCircularCapacity = GaugeStyleValue(style: .circular)
    /// The default: a bar.
    public static let automatic = GaugeStyleValue(style: .linear)
}

extension View {
    /// Draws gauges below as bars or rings.
    public func gaugeStyle(_ style: GaugeStyleValue) -> some View {
        environment(\.progressStyle, style.style)
    }
}

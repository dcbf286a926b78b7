/// Progress, as in SwiftUI: a bar for a fraction, or a live bar for an interval of time
/// that the host redraws as time passes.
///
/// ```swift
/// ProgressView(value: 0.4)
/// ProgressView(timerInterval: start...end, countsDown: true)
/// ProgressView(timerInterval: start...end) { Text("Tea") } currentValueLabel: {
/// Text(timerInterval: start...end) }
/// ```
/// A label goes above the bar and a current-value label below it, as in SwiftUI's linear style.
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    let value: ProgressNode.Value
    let label: Label?
    var currentValueLabel: CurrentValueLabel?

    init(value: ProgressNode.Value, label: Label?, currentValueLabel: CurrentValueLabel? = nil) {
        self.value = value
        self.label = label
        self.currentValueLabel = currentValueLabel
    }

    /// The label above the bar (or ring).
    public var body: some View {
        if label == nil && currentValueLabel == nil {
            _ProgressBar(value: value)
        } else {
            VStack(alignment: .leading, spacing: 0) {
                if let label { label }
                _ProgressBar(value: value)
                if let currentValueLabel { currentValueLabel }
            }
        }
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// A bar at `value` out of `total`.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.init(value: .of(value, total: total), label: nil)
    }

    /// A live bar over an interval: filling as it passes, or emptying when counting down.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) {
        self.init(value: .of(timerInterval, countsDown: countsDown), label: nil)
    }

    /// An indeterminate indicator.
    public init() {
        self.init(value: .indeterminate, label: nil)
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// A titled bar at `value` out of `total`.
    public init<V: BinaryFloatingPoint>(_ title: LocalizedStringKey, value: V?, total: V = 1.0) {
        self.init(value: .of(value, total: total), label: Text(title))
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// A bar with a label above it.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(value: .of(value, total: total), label: label())
    }

    /// A live interval bar with a label above it.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label) {
        self.init(value: .of(timerInterval, countsDown: countsDown), label: label())
    }
}

extension ProgressView {
    /// A bar with a label above it and a current-value label below it.
    public init<V: BinaryFloatingPoint>(
        value: V?, total: V = 1.0, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(value: .of(value, total: total), label: label(), currentValueLabel: currentValueLabel())
    }

    /// A live interval bar with a label above it and a current-value label (often the time
    /// left, `Text(timerInterval:)`) below it.
    public init(
        timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(
            value: .of(timerInterval, countsDown: countsDown), label: label(),
            currentValueLabel: currentValueLabel())
    }
}

extension ProgressNode.Value {
    /// `value` out of `total` (0 when `total` is not positive); indeterminate without a value.
    static func of<V: BinaryFloatingPoint>(_ value: V?, total: V) -> Self {
        value.map { .fraction(total > 0 ? Double($0) / Double(total) : 0) } ?? .indeterminate
    }

    /// Live over `interval`: filling as it passes, or emptying when counting down.
    static func of(_ interval: ClosedRange<Date>, countsDown: Bool) -> Self {
        .timer(from: interval.lowerBound, to: interval.upperBound, countsDown: countsDown)
    }
}

/// The bar itself (the archive's progress node).
struct _ProgressBar: View {
    typealias Body = Never
    let value: ProgressNode.Value
}

extension _ProgressBar: PrimitiveView {
    static func _makeNodes(_ view: Self, in environment: EnvironmentValues, into nodes: inout [ViewNode]) {
        nodes.append(contentsOf: view.makeNodes(in: environment))
    }

    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] {
        let style = environment[ProgressStyleKey.self]
        let node = ProgressNode(
            value: value, style: style, tint: environment.tint, accentable: environment.isWidgetAccentable,
            redaction: RedactionMark(environment))
        return [ViewNode(.progress(node))]
    }
}

struct ProgressStyleKey: EnvironmentKey {
    static let defaultValue: ProgressNode.Style = .linear
}

/// Progress view styles, as in SwiftUI: `.linear` bars and `.circular` rings.
public struct ProgressViewStyleValue: Sendable {
    let style: ProgressNode.Style
    /// A bar.
    public static let linear = ProgressViewStyleValue(style: .linear)
    /// A ring glyph.
    public static let circular = ProgressViewStyleValue(style: .circular)
    /// The default: a bar.
    public static let automatic = ProgressViewStyleValue(style: .linear)
}

extension View {
    /// Draws progress views below as bars (`.linear`) or rings (`.circular`).
    public func progressViewStyle(_ style: ProgressViewStyleValue) -> some View {
        environment(\.progressStyle, style.style)
    }
}

extension EnvironmentValues {
    var progressStyle: ProgressNode.Style {
        get { self[ProgressStyleKey.self] }
        set { self[ProgressStyleKey.self] = newValue }
    }
}

/// Progress, as in SwiftUI: a bar for a fraction, or a live bar for an interval of time
/// that the host redraws as time passes.
///
/// ```swift
/// ProgressView(value: 0.4)
/// ProgressView(timerInterval: start...end, countsDown: true)
/// ```
public struct ProgressView<Label: View>: View {
    let value: ProgressNode.Value
    let label: Label?

    public var body: some View {
        if let label {
            VStack(alignment: .leading, spacing: 0) {
                label
                _ProgressBar(value: value)
            }
        } else {
            _ProgressBar(value: value)
        }
    }
}

extension ProgressView where Label == EmptyView {
    /// A bar at `value` out of `total`.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        let fraction = value.map { total > 0 ? Double($0) / Double(total) : 0 }
        self.value = fraction.map { .fraction($0) } ?? .indeterminate
        self.label = nil
    }

    /// A live bar over an interval: filling as it passes, or emptying when counting down.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) {
        self.value = .timer(from: timerInterval.lowerBound, to: timerInterval.upperBound, countsDown: countsDown)
        self.label = nil
    }

    /// An indeterminate indicator.
    public init() {
        self.value = .indeterminate
        self.label = nil
    }
}

extension ProgressView where Label == Text {
    /// A titled bar at `value` out of `total`.
    public init<V: BinaryFloatingPoint>(_ title: LocalizedStringKey, value: V?, total: V = 1.0) {
        let fraction = value.map { total > 0 ? Double($0) / Double(total) : 0 }
        self.value = fraction.map { .fraction($0) } ?? .indeterminate
        self.label = Text(title)
    }
}

extension ProgressView {
    /// A bar with a label above it.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        let fraction = value.map { total > 0 ? Double($0) / Double(total) : 0 }
        self.value = fraction.map { .fraction($0) } ?? .indeterminate
        self.label = label()
    }

    /// A live interval bar with a label above it.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label) {
        self.value = .timer(from: timerInterval.lowerBound, to: timerInterval.upperBound, countsDown: countsDown)
        self.label = label()
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
        return [
            ViewNode(
                .progress(ProgressNode(value: value, style: style, tint: environment.tint, accentable: environment.isWidgetAccentable)))
        ]
    }
}

struct ProgressStyleKey: EnvironmentKey {
    static let defaultValue: ProgressNode.Style = .linear
}

/// Progress view styles, as in SwiftUI: `.linear` bars and `.circular` rings.
public struct ProgressViewStyleValue: Sendable {
    let style: ProgressNode.Style
    public static let linear = ProgressViewStyleValue(style: .linear)
    public static let circular = ProgressViewStyleValue(style: .circular)
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

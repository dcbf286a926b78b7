/// The first of its views that fits the space offered, as in SwiftUI.
///
/// ```swift
/// ViewThatFits(in: .horizontal) {
///     Text("Tuesday, 3 June")
///     Text("Tue 3")
/// }
/// ```
///
/// Chosen at layout time, in cells: a view fits when its ideal size (text on one line) along
/// the given axes is no larger than the offer; when none fits, the last is shown. Every view
/// is resolved into the archive; only the chosen one is drawn.
public struct ViewThatFits<Content: View>: View {
    /// A primitive: it resolves itself into archive nodes and has no body.
    public typealias Body = Never
    let axes: Axis.Set
    let content: Content

    /// The first view `content` builds that fits along `axes`.
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }
}

extension ViewThatFits: SingleNodeView {
    /// Resolves the view into archive nodes (the framework calls it; widget code never does).
    public static func _makeNodes(_ view: Self, in environment: EnvironmentValues, into nodes: inout [ViewNode]) {
        nodes.append(view.makeNode(in: environment))
    }

    func makeNode(in environment: EnvironmentValues) -> ViewNode {
        ViewNode(
            .viewThatFits(horizontal: axes.contains(.horizontal), vertical: axes.contains(.vertical)),
            children: ViewResolver.nodes(for: content, in: environment))
    }
}

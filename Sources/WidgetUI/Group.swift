/// Groups views without laying them out: modifiers on a group apply to each of its views.
public struct Group<Content: View>: View {
    /// A primitive: it resolves itself into archive nodes and has no body.
    public typealias Body = Never
    let content: Content

    /// Creates a group of the views `content` builds.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

extension Group {
    /// Resolves the view into archive nodes (the framework calls it; widget code never does).
    public static func _makeNodes(_ view: Self, in environment: EnvironmentValues, into nodes: inout [ViewNode]) {
        Content._makeNodes(view.content, in: environment, into: &nodes)
    }
}

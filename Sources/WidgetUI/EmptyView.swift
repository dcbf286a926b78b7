/// A view that shows nothing and takes no space.
public struct EmptyView: View {
    /// A primitive: it resolves itself into archive nodes and has no body.
    public typealias Body = Never
    /// A view that shows nothing and takes no room.
    public init() {}
}

extension EmptyView: PrimitiveView {
    /// Resolves the view into archive nodes (the framework calls it; widget code never does).
    public static func _makeNodes(_ view: Self, in environment: EnvironmentValues, into nodes: inout [ViewNode]) {
        nodes.append(contentsOf: view.makeNodes(in: environment))
    }

    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] { [] }
}

/// A view the library resolves itself, straight into archive nodes.
protocol PrimitiveView {
    /// The archive nodes of this view in `environment` (several for groups and `ForEach`).
    func makeNodes(in environment: EnvironmentValues) -> [ViewNode]
}

/// A primitive view that is exactly one archive node, appended straight into its parent's
/// array (no array of one per view).
protocol SingleNodeView: PrimitiveView {
    /// The archive node of this view in `environment`.
    func makeNode(in environment: EnvironmentValues) -> ViewNode
}

extension SingleNodeView {
    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] { [makeNode(in: environment)] }
}

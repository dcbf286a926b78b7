/// A view the library resolves itself, straight into archive nodes.
protocol PrimitiveView {
    /// The archive nodes of this view in `environment` (several for groups and `ForEach`).
    func makeNodes(in environment: EnvironmentValues) -> [ViewNode]
}

/// Turns views into their archive: evaluates each body once, with its environment, down to
/// primitive nodes.
public enum ViewResolver {
    /// The archive of `view` in `environment`: one node (several views at the top are stacked
    /// vertically, as SwiftUI does at a root).
    ///
    /// ```swift
    /// let node = ViewResolver.resolve(Text("Hi").bold(), in: EnvironmentValues())
    /// ```
    ///
    /// The content of each ``GeometryReader`` is resolved for the space the reader gets when
    /// the view is laid out in the environment's ``EnvironmentValues/layoutContainer`` (see
    /// ``GeometryResolution``).
    public static func resolve<V: View>(_ view: V, in environment: EnvironmentValues = EnvironmentValues()) -> ViewNode {
        // Without a container there is no layout to measure readers in (they get a zero size);
        // a resolution under way (a background's view, resolved on its own) has its readers
        // filled in by the outermost one.
        if environment.layoutContainer == nil || environment.geometryResolution != nil { return resolveRoot(view, in: environment) }
        return GeometryResolution.resolve(in: environment) { resolveRoot(view, in: $0) }
    }

    private static func resolveRoot<V: View>(_ view: V, in environment: EnvironmentValues) -> ViewNode {
        let nodes = nodes(for: view, in: environment)
        if nodes.count == 1, let only = nodes.first { return only }
        return .stack(StackNode(axis: .vertical, alignment: .center, spacing: 0), children: nodes)
    }

    /// The nodes of `view`: a primitive resolves itself; any other view resolves its body,
    /// evaluated with `environment` as the current environment for `@Environment` properties.
    static func nodes<V: View>(for view: V, in environment: EnvironmentValues) -> [ViewNode] {
        var nodes: [ViewNode] = []
        V._makeNodes(view, in: environment, into: &nodes)
        return nodes
    }

    /// Appends the nodes of `view` to `nodes`.
    static func appendView<V: View>(_ view: V, in environment: EnvironmentValues, to nodes: inout [ViewNode]) {
        V._makeNodes(view, in: environment, into: &nodes)
    }

    /// Appends the nodes of `view` (a type-erased view) to `nodes`.
    static func append(_ view: any View, in environment: EnvironmentValues, to nodes: inout [ViewNode]) {
        appendOpened(view, in: environment, to: &nodes)
    }

    private static func appendOpened<V: View>(_ view: V, in environment: EnvironmentValues, to nodes: inout [ViewNode]) {
        V._makeNodes(view, in: environment, into: &nodes)
    }
}

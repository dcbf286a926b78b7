/// Turns views into their archive: evaluates each body once, with its environment, down to
/// primitive nodes.
public enum ViewResolver {
    /// The archive of `view` in `environment`: one node (several views at the top are stacked
    /// vertically, as SwiftUI does at a root).
    ///
    /// ```swift
    /// let node = ViewResolver.resolve(Text("Hi").bold(), in: EnvironmentValues())
    /// ```
    public static func resolve<V: View>(_ view: V, in environment: EnvironmentValues = EnvironmentValues()) -> ViewNode {
        let nodes = nodes(for: view, in: environment)
        if nodes.count == 1, let only = nodes.first { return only }
        return .stack(StackNode(axis: .vertical, alignment: .center, spacing: 0), children: nodes)
    }

    /// The nodes of `view`: a primitive resolves itself; any other view resolves its body,
    /// evaluated with `environment` as the current environment for `@Environment` properties.
    static func nodes(for view: any View, in environment: EnvironmentValues) -> [ViewNode] {
        if let primitive = view as? any PrimitiveView {
            return primitive.makeNodes(in: environment)
        }
        return bodyNodes(of: view, in: environment)
    }

    private static func bodyNodes<V: View>(of view: V, in environment: EnvironmentValues) -> [ViewNode] {
        let body = EnvironmentValues.$current.withValue(environment) { view.body }
        return nodes(for: body, in: environment)
    }
}

/// A view that gives its content its own size, as in SwiftUI.
///
/// ```swift
/// GeometryReader { proxy in
///     Color.accentColor.frame(width: proxy.size.width * fraction)
/// }
/// ```
///
/// In SwiftUI the content runs at layout time, with the size the reader is offered. Here
/// layout happens when the archive is drawn, and widget code never runs there, so the content
/// runs once, when the view is resolved: the view is laid out then in the widget's size (the
/// environment's ``EnvironmentValues/layoutContainer``), and the content is resolved for the
/// space each reader gets (``GeometryResolution``). The reader takes the whole space it is
/// offered and places its content from the top-leading corner. If the widget is drawn at
/// another size than it was resolved for, the content keeps the size it was resolved with and
/// is laid out in the new space; with no container known the proxy's size is zero.
public struct GeometryReader<Content: View>: View {
    /// A primitive: it resolves itself into archive nodes and has no body.
    public typealias Body = Never
    let content: (GeometryProxy) -> Content

    /// A reader whose `content` is built for its size.
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }
}

extension GeometryReader: PrimitiveView {
    /// Resolves the view into archive nodes (the framework calls it; widget code never does).
    public static func _makeNodes(_ view: Self, in environment: EnvironmentValues, into nodes: inout [ViewNode]) {
        nodes.append(contentsOf: view.makeNodes(in: environment))
    }

    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] {
        let resolve: (GeometryProxy) -> ViewNode = { proxy in
            let nodes = ViewResolver.nodes(for: content(proxy), in: environment)
            if nodes.count == 1, let only = nodes.first { return only }
            return .stack(StackNode(axis: .depth, alignment: .topLeading, spacing: 0), children: nodes)
        }
        if let resolution = environment.geometryResolution {
            return [resolution.placeholder(resolving: resolve)]
        }
        let proxy = GeometryProxy(size: .zero, globalFrame: .zero)
        return [ViewNode(.geometryReader(.zero), children: [resolve(proxy)])]
    }
}

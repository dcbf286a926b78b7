/// A type-erased view.
public struct AnyView: View {
    /// A primitive: it resolves itself into archive nodes and has no body.
    public typealias Body = Never
    private let resolve: (EnvironmentValues) -> [ViewNode]

    /// Wraps `view`, hiding its type.
    public init<V: View>(_ view: V) {
        resolve = { ViewResolver.nodes(for: view, in: $0) }
    }

    /// Wraps `view` when it is a view (always true for values typed `any View`).
    public init?(erasing view: Any) {
        guard let view = view as? any View else { return nil }
        self.init(anyView: view)
    }

    private init(anyView: any View) {
        resolve = { ViewResolver.nodes(for: anyView, in: $0) }
    }
}

extension AnyView: PrimitiveView {
    /// Resolves the view into archive nodes (the framework calls it; widget code never does).
    public static func _makeNodes(_ view: Self, in environment: EnvironmentValues, into nodes: inout [ViewNode]) {
        nodes.append(contentsOf: view.makeNodes(in: environment))
    }

    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] { resolve(environment) }
}

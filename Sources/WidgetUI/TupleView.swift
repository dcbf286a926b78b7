/// Several views side by side in a builder; a stack lays each one out as its own child.
public struct TupleView<T>: View {
    public typealias Body = Never
    /// The views.
    public var value: T
    private let resolve: (EnvironmentValues) -> [ViewNode]

    /// Wraps a tuple of views (found by reflection; the view builder uses a faster path).
    public init(_ value: T) {
        self.value = value
        self.resolve = { environment in
            var nodes: [ViewNode] = []
            for child in Mirror(reflecting: value).children {
                if let view = child.value as? any View { ViewResolver.append(view, in: environment, to: &nodes) }
            }
            return nodes
        }
    }

    init(value: T, resolve: @escaping (EnvironmentValues) -> [ViewNode]) {
        self.value = value
        self.resolve = resolve
    }
}

extension TupleView: PrimitiveView {
    public static func _makeNodes(_ view: Self, in environment: EnvironmentValues, into nodes: inout [ViewNode]) {
        nodes.append(contentsOf: view.makeNodes(in: environment))
    }

    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] { resolve(environment) }
}

/// The nodes of each view of a pack, in order.
func resolvePack<each V: View>(_ views: repeat each V, in environment: EnvironmentValues) -> [ViewNode] {
    var nodes: [ViewNode] = []
    for view in repeat each views {
        ViewResolver.append(view, in: environment, to: &nodes)
    }
    return nodes
}

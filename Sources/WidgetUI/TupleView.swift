/// Several views side by side in a builder; a stack lays each one out as its own child.
public struct TupleView<T>: View {
    public typealias Body = Never
    /// The views.
    public var value: T
    /// Appends the nodes of each view of a value, in order. It captures no views (they are
    /// `value`), so building and copying a tuple view copies its views once.
    private let resolve: (T, EnvironmentValues, inout [ViewNode]) -> Void

    /// Wraps a tuple of views (found by reflection; the view builder uses a faster path).
    public init(_ value: T) {
        self.value = value
        self.resolve = { value, environment, nodes in
            for child in Mirror(reflecting: value).children {
                if let view = child.value as? any View { ViewResolver.append(view, in: environment, to: &nodes) }
            }
        }
    }

    init(value: T, resolve: @escaping (T, EnvironmentValues, inout [ViewNode]) -> Void) {
        self.value = value
        self.resolve = resolve
    }
}

extension TupleView: PrimitiveView {
    public static func _makeNodes(_ view: Self, in environment: EnvironmentValues, into nodes: inout [ViewNode]) {
        view.resolve(view.value, environment, &nodes)
    }

    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] {
        var nodes: [ViewNode] = []
        resolve(value, environment, &nodes)
        return nodes
    }
}

/// Appends the nodes of each view of a pack, in order (statically dispatched: no view is
/// boxed into an existential).
func appendPack<each V: View>(_ views: repeat each V, in environment: EnvironmentValues, to nodes: inout [ViewNode]) {
    repeat ViewResolver.appendView(each views, in: environment, to: &nodes)
}

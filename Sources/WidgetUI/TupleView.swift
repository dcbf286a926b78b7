/// Several views side by side in a builder; a stack lays each one out as its own child.
public struct TupleView<T>: View {
    /// A primitive: it resolves itself into archive nodes and has no body.
    public typealias Body = Never
    /// The views.
    public var value: T
    /// Appends the nodes of each view of the value at the given address, in order. It
    /// captures no views (they are `value`), so building and copying a tuple view copies its
    /// views once; it reads them where they lie, so resolving copies none.
    private let resolve: (UnsafeRawPointer, EnvironmentValues, inout [ViewNode]) -> Void

    /// Wraps a tuple of views (found by reflection; the view builder uses a faster path).
    public init(_ value: T) {
        self.value = value
        self.resolve = { value, environment, nodes in
            for child in Mirror(reflecting: value.assumingMemoryBound(to: T.self).pointee).children {
                if let view = child.value as? any View { ViewResolver.append(view, in: environment, to: &nodes) }
            }
        }
    }

    init(value: T, resolve: @escaping (UnsafeRawPointer, EnvironmentValues, inout [ViewNode]) -> Void) {
        self.value = value
        self.resolve = resolve
    }
}

extension TupleView: PrimitiveView {
    /// Resolves the view into archive nodes (the framework calls it; widget code never does).
    public static func _makeNodes(_ view: Self, in environment: EnvironmentValues, into nodes: inout [ViewNode]) {
        withUnsafePointer(to: view.value) { view.resolve(UnsafeRawPointer($0), environment, &nodes) }
    }

    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] {
        var nodes: [ViewNode] = []
        withUnsafePointer(to: value) { resolve(UnsafeRawPointer($0), environment, &nodes) }
        return nodes
    }
}

/// Appends the nodes of each view of the tuple at `tuple`, whose element types are `types`,
/// in order, reading each view where it lies (statically dispatched: no view is boxed into an
/// existential). Expanding the tuple into a pack instead would copy every view, and a copy of
/// a view copies everything inside it, at every level of nesting. Elements lie one after
/// another, each at the next offset aligned for its type, as Swift lays out tuples.
func appendElements<each V: View>(
    of tuple: UnsafeRawPointer, _ types: repeat (each V).Type, in environment: EnvironmentValues,
    to nodes: inout [ViewNode]
) {
    var offset = 0
    repeat appendElement(of: tuple, at: &offset, each types, in: environment, to: &nodes)
}

private func appendElement<V: View>(
    of tuple: UnsafeRawPointer, at offset: inout Int, _ type: V.Type, in environment: EnvironmentValues,
    to nodes: inout [ViewNode]
) {
    let alignment = MemoryLayout<V>.alignment
    offset = (offset + alignment - 1) & ~(alignment - 1)
    V._makeNodes(tuple.advanced(by: offset).assumingMemoryBound(to: V.self).pointee, in: environment, into: &nodes)
    offset += MemoryLayout<V>.size
}

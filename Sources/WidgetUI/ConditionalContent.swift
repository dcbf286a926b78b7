/// The result of an `if`/`else` or `switch` in a view builder: one of two views.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    /// A primitive: it resolves itself into archive nodes and has no body.
    public typealias Body = Never
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    let storage: Storage
}

extension _ConditionalContent {
    /// Resolves the view into archive nodes (the framework calls it; widget code never does).
    public static func _makeNodes(_ view: Self, in environment: EnvironmentValues, into nodes: inout [ViewNode]) {
        switch view.storage {
        case let .trueContent(content): TrueContent._makeNodes(content, in: environment, into: &nodes)
        case let .falseContent(content): FalseContent._makeNodes(content, in: environment, into: &nodes)
        }
    }
}

extension Optional: View where Wrapped: View {
    /// A primitive: it resolves itself into archive nodes and has no body.
    public typealias Body = Never
}

extension Optional where Wrapped: View {
    /// Resolves the view into archive nodes (the framework calls it; widget code never does).
    public static func _makeNodes(_ view: Self, in environment: EnvironmentValues, into nodes: inout [ViewNode]) {
        if case let .some(content) = view { Wrapped._makeNodes(content, in: environment, into: &nodes) }
    }
}

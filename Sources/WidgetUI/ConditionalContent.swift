/// The result of an `if`/`else` or `switch` in a view builder: one of two views.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    public typealias Body = Never
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    let storage: Storage
}

extension _ConditionalContent: PrimitiveView {
    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] {
        switch storage {
        case let .trueContent(view): return ViewResolver.nodes(for: view, in: environment)
        case let .falseContent(view): return ViewResolver.nodes(for: view, in: environment)
        }
    }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
}

extension Optional: PrimitiveView where Wrapped: View {
    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] {
        switch self {
        case let .some(view): return ViewResolver.nodes(for: view, in: environment)
        case .none: return []
        }
    }
}

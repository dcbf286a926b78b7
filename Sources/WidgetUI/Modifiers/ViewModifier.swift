/// A reusable change to a view, as in SwiftUI.
///
/// ```swift
/// struct Card: ViewModifier {
///     func body(content: Content) -> some View {
///         content.padding().background(.tint)
///     }
/// }
/// Text("Hi").modifier(Card())
/// ```
public protocol ViewModifier {
    /// The type of view the modifier makes.
    associatedtype Body: View
    /// The view being modified.
    typealias Content = _ViewModifier_Content<Self>
    /// The modified view.
    @ViewBuilder func body(content: Content) -> Body
}

extension ViewModifier where Body == Never {
    public func body(content: Content) -> Never { primitiveBody(Self.self) }
}

/// The content a ``ViewModifier`` receives: the view it modifies.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    public typealias Body = Never
    let resolve: (EnvironmentValues) -> [ViewNode]
}

extension _ViewModifier_Content: PrimitiveView {
    public static func _makeNodes(_ view: Self, in environment: EnvironmentValues, into nodes: inout [ViewNode]) {
        nodes.append(contentsOf: view.makeNodes(in: environment))
    }

    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] { resolve(environment) }
}

/// A view with a modifier applied, as in SwiftUI.
public struct ModifiedContent<Content: View, Modifier: ViewModifier>: View {
    public typealias Body = Never
    /// The view.
    public var content: Content
    /// The modifier.
    public var modifier: Modifier

    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: PrimitiveView {
    public static func _makeNodes(_ view: Self, in environment: EnvironmentValues, into nodes: inout [ViewNode]) {
        nodes.append(contentsOf: view.makeNodes(in: environment))
    }

    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] {
        let content = self.content
        let resolveContent: (EnvironmentValues) -> [ViewNode] = { ViewResolver.nodes(for: content, in: $0) }
        if let primitive = modifier as? any PrimitiveModifier {
            return primitive.apply(to: resolveContent, in: environment)
        }
        let placeholder = _ViewModifier_Content<Modifier>(resolve: resolveContent)
        let modifier = self.modifier
        let body = EnvironmentValues.$current.withValue(environment) { modifier.body(content: placeholder) }
        return ViewResolver.nodes(for: body, in: environment)
    }
}

extension View {
    /// Applies `modifier` to this view.
    public func modifier<M: ViewModifier>(_ modifier: M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// A modifier the library applies itself, directly on archive nodes.
protocol PrimitiveModifier {
    func apply(to content: (EnvironmentValues) -> [ViewNode], in environment: EnvironmentValues) -> [ViewNode]
}

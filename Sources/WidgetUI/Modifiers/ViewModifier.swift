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

    /// Resolves `modifier` applied to the content `resolveContent` resolves, appending the
    /// nodes. The library implements it for its own modifiers; every other modifier evaluates
    /// `body(content:)` (the default). Not for widget code.
    static func _makeNodes(
        _ modifier: Self, content resolveContent: (EnvironmentValues) -> [ViewNode],
        in environment: EnvironmentValues, into nodes: inout [ViewNode])
}

extension ViewModifier {
    /// Resolves the view into archive nodes (the framework calls it; widget code never does).
    public static func _makeNodes(
        _ modifier: Self, content resolveContent: (EnvironmentValues) -> [ViewNode],
        in environment: EnvironmentValues, into nodes: inout [ViewNode]
    ) {
        withoutActuallyEscaping(resolveContent) { escapable in
            let placeholder = _ViewModifier_Content<Self>(resolve: escapable)
            let body = EnvironmentValues.$current.withValue(environment) { modifier.body(content: placeholder) }
            Body._makeNodes(body, in: environment, into: &nodes)
        }
    }
}

extension ViewModifier where Body == Never {
    /// A primitive modifier has no body; it resolves itself.
    public func body(content: Content) -> Never { primitiveBody(Self.self) }
}

/// The content a ``ViewModifier`` receives: the view it modifies.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    /// A primitive: it resolves itself into archive nodes and has no body.
    public typealias Body = Never
    let resolve: (EnvironmentValues) -> [ViewNode]
}

extension _ViewModifier_Content: PrimitiveView {
    /// Resolves the view into archive nodes (the framework calls it; widget code never does).
    public static func _makeNodes(_ view: Self, in environment: EnvironmentValues, into nodes: inout [ViewNode]) {
        nodes.append(contentsOf: view.makeNodes(in: environment))
    }

    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] { resolve(environment) }
}

/// A view with a modifier applied, as in SwiftUI.
public struct ModifiedContent<Content: View, Modifier: ViewModifier>: View {
    /// A primitive: it resolves itself into archive nodes and has no body.
    public typealias Body = Never
    /// The view.
    public var content: Content
    /// The modifier.
    public var modifier: Modifier

    /// `content` with `modifier` applied (what `View.modifier(_:)` makes).
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent {
    /// Resolves the view into archive nodes (the framework calls it; widget code never does).
    public static func _makeNodes(_ view: Self, in environment: EnvironmentValues, into nodes: inout [ViewNode]) {
        // The closure borrows the content where it lies (no copy of the modified view).
        Modifier._makeNodes(view.modifier, content: { ViewResolver.nodes(for: view.content, in: $0) }, in: environment, into: &nodes)
    }
}

extension View {
    /// Applies `modifier` to this view.
    public consuming func modifier<M: ViewModifier>(_ modifier: M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// A modifier the library applies itself, directly on archive nodes.
protocol PrimitiveModifier {
    /// Appends the nodes of the content `content` resolves, modified, to `nodes`.
    func apply(to content: (EnvironmentValues) -> [ViewNode], in environment: EnvironmentValues, into nodes: inout [ViewNode])
}

extension PrimitiveModifier {
    static func appendApplying(
        _ modifier: Self, content: (EnvironmentValues) -> [ViewNode], in environment: EnvironmentValues,
        into nodes: inout [ViewNode]
    ) {
        modifier.apply(to: content, in: environment, into: &nodes)
    }
}

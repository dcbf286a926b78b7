/// Changes the environment of the modified view (font, colors, redaction, ...).
public struct _EnvironmentModifier: ViewModifier, PrimitiveModifier {
    /// A primitive: it resolves itself into archive nodes and has no body.
    public typealias Body = Never

    /// Resolves the view into archive nodes (the framework calls it; widget code never does).
    public static func _makeNodes(
        _ modifier: Self, content resolveContent: (EnvironmentValues) -> [ViewNode],
        in environment: EnvironmentValues, into nodes: inout [ViewNode]
    ) {
        appendApplying(modifier, content: resolveContent, in: environment, into: &nodes)
    }
    let transform: (inout EnvironmentValues) -> Void

    func apply(to content: (EnvironmentValues) -> [ViewNode], in environment: EnvironmentValues, into nodes: inout [ViewNode]) {
        var changed = environment
        transform(&changed)
        nodes.append(contentsOf: content(changed))
    }
}

/// Wraps each node of the modified view in a layout node (padding, frame, priority, ...).
public struct _WrapModifier: ViewModifier, PrimitiveModifier {
    /// A primitive: it resolves itself into archive nodes and has no body.
    public typealias Body = Never

    /// Resolves the view into archive nodes (the framework calls it; widget code never does).
    public static func _makeNodes(
        _ modifier: Self, content resolveContent: (EnvironmentValues) -> [ViewNode],
        in environment: EnvironmentValues, into nodes: inout [ViewNode]
    ) {
        appendApplying(modifier, content: resolveContent, in: environment, into: &nodes)
    }
    let kind: (EnvironmentValues) -> NodeKind

    func apply(to content: (EnvironmentValues) -> [ViewNode], in environment: EnvironmentValues, into nodes: inout [ViewNode]) {
        let kind = kind(environment)
        let wrapped = content(environment)
        // Most content is one node: its array becomes the wrapper's children as it is.
        if wrapped.count == 1 {
            nodes.append(ViewNode(kind, children: wrapped))
            return
        }
        for node in wrapped { nodes.append(ViewNode(kind, children: [node])) }
    }
}

/// Pairs each node of the modified view with a secondary view (background, overlay,
/// container background).
public struct _SecondaryModifier<Secondary: View>: ViewModifier, PrimitiveModifier {
    /// A primitive: it resolves itself into archive nodes and has no body.
    public typealias Body = Never

    /// Resolves the view into archive nodes (the framework calls it; widget code never does).
    public static func _makeNodes(
        _ modifier: Self, content resolveContent: (EnvironmentValues) -> [ViewNode],
        in environment: EnvironmentValues, into nodes: inout [ViewNode]
    ) {
        appendApplying(modifier, content: resolveContent, in: environment, into: &nodes)
    }
    let kind: NodeKind
    let secondary: Secondary

    func apply(to content: (EnvironmentValues) -> [ViewNode], in environment: EnvironmentValues, into nodes: inout [ViewNode]) {
        let secondaryNode = ViewResolver.resolve(secondary, in: environment)
        for node in content(environment) { nodes.append(ViewNode(kind, children: [node, secondaryNode])) }
    }
}

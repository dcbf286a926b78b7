/// Changes the environment of the modified view (font, colors, redaction, ...).
public struct _EnvironmentModifier: ViewModifier, PrimitiveModifier {
    public typealias Body = Never

    public static func _makeNodes(_ modifier: Self, content resolveContent: (EnvironmentValues) -> [ViewNode],
                                  in environment: EnvironmentValues, into nodes: inout [ViewNode]) {
        appendApplying(modifier, content: resolveContent, in: environment, into: &nodes)
    }
    let transform: (inout EnvironmentValues) -> Void

    func apply(to content: (EnvironmentValues) -> [ViewNode], in environment: EnvironmentValues) -> [ViewNode] {
        var changed = environment
        transform(&changed)
        return content(changed)
    }
}

/// Wraps each node of the modified view in a layout node (padding, frame, priority, ...).
public struct _WrapModifier: ViewModifier, PrimitiveModifier {
    public typealias Body = Never

    public static func _makeNodes(_ modifier: Self, content resolveContent: (EnvironmentValues) -> [ViewNode],
                                  in environment: EnvironmentValues, into nodes: inout [ViewNode]) {
        appendApplying(modifier, content: resolveContent, in: environment, into: &nodes)
    }
    let kind: (EnvironmentValues) -> NodeKind

    func apply(to content: (EnvironmentValues) -> [ViewNode], in environment: EnvironmentValues) -> [ViewNode] {
        let kind = kind(environment)
        return content(environment).map { ViewNode(kind, children: [$0]) }
    }
}

/// Pairs each node of the modified view with a secondary view (background, overlay,
/// container background).
public struct _SecondaryModifier<Secondary: View>: ViewModifier, PrimitiveModifier {
    public typealias Body = Never

    public static func _makeNodes(_ modifier: Self, content resolveContent: (EnvironmentValues) -> [ViewNode],
                                  in environment: EnvironmentValues, into nodes: inout [ViewNode]) {
        appendApplying(modifier, content: resolveContent, in: environment, into: &nodes)
    }
    let kind: NodeKind
    let secondary: Secondary

    func apply(to content: (EnvironmentValues) -> [ViewNode], in environment: EnvironmentValues) -> [ViewNode] {
        let secondaryNode = ViewResolver.resolve(secondary, in: environment)
        return content(environment).map { ViewNode(kind, children: [$0, secondaryNode]) }
    }
}

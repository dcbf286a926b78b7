/// Groups views without laying them out: modifiers on a group apply to each of its views.
public struct Group<Content: View>: View {
    public typealias Body = Never
    let content: Content

    /// Creates a group of the views `content` builds.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

extension Group: PrimitiveView {
    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] {
        ViewResolver.nodes(for: content, in: environment)
    }
}

/// A control's label as a style receives it (`configuration.label` of a ``ButtonStyle`` or a
/// ``ToggleStyle``): the label view, type-erased.
public struct StyleLabel: View {
    public typealias Body = Never
    let view: AnyView
    init(_ view: AnyView) { self.view = view }
}

extension StyleLabel: PrimitiveView {
    public static func _makeNodes(_ view: Self, in environment: EnvironmentValues, into nodes: inout [ViewNode]) {
        nodes.append(contentsOf: view.makeNodes(in: environment))
    }

    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] { ViewResolver.nodes(for: view, in: environment) }
}

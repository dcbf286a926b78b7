/// A thin line across its stack's axis, as in SwiftUI: horizontal in a `VStack`, vertical in
/// an `HStack`.
public struct Divider: View {
    /// A primitive: it resolves itself into archive nodes and has no body.
    public typealias Body = Never
    /// A line across the stack it is in.
    public init() {}
}

extension Divider: PrimitiveView {
    /// Resolves the view into archive nodes (the framework calls it; widget code never does).
    public static func _makeNodes(_ view: Self, in environment: EnvironmentValues, into nodes: inout [ViewNode]) {
        nodes.append(contentsOf: view.makeNodes(in: environment))
    }

    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] {
        [ViewNode(.divider(environment.foregroundStyle ?? ColorValue(.tertiary), accentable: environment.isWidgetAccentable))]
    }
}

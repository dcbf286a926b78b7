/// A thin line across its stack's axis, as in SwiftUI: horizontal in a `VStack`, vertical in
/// an `HStack`.
public struct Divider: View {
    public typealias Body = Never
    public init() {}
}

extension Divider: PrimitiveView {
    public static func _makeNodes(_ view: Self, in environment: EnvironmentValues, into nodes: inout [ViewNode]) {
        nodes.append(contentsOf: view.makeNodes(in: environment))
    }

    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] {
        [ViewNode(.divider(environment.foregroundStyle ?? ColorValue(.tertiary), accentable: environment.isWidgetAccentable))]
    }
}

/// A thin line across its stack's axis, as in SwiftUI: horizontal in a `VStack`, vertical in
/// an `HStack`.
public struct Divider: View {
    public typealias Body = Never
    public init() {}
}

extension Divider: PrimitiveView {
    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] {
        [ViewNode(.divider(environment.foregroundStyle ?? ColorValue(.tertiary)))]
    }
}

/// Flexible space that grows along its stack's axis, as in SwiftUI.
public struct Spacer: View {
    public typealias Body = Never
    /// The least space, in points; nil for none.
    public var minLength: CGFloat?

    public init(minLength: CGFloat? = nil) {
        self.minLength = minLength
    }
}

extension Spacer: SingleNodeView {
    public static func _makeNodes(_ view: Self, in environment: EnvironmentValues, into nodes: inout [ViewNode]) {
        nodes.append(view.makeNode(in: environment))
    }

    func makeNode(in environment: EnvironmentValues) -> ViewNode {
        let scale = environment.pointScale
        let length = Double(minLength ?? 0)
        return ViewNode(.spacer(SpacerNode(minColumns: scale.spacingColumns(length), minRows: scale.spacingRows(length))))
    }
}

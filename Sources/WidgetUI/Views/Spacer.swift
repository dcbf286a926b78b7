/// Flexible space that grows along its stack's axis, as in SwiftUI.
public struct Spacer: View {
    /// A primitive: it resolves itself into archive nodes and has no body.
    public typealias Body = Never
    /// The least space, in points; nil for none.
    public var minLength: CGFloat?

    /// A spacer at least `minLength` points long (nil: none).
    public init(minLength: CGFloat? = nil) {
        self.minLength = minLength
    }
}

extension Spacer: SingleNodeView {
    /// Resolves the view into archive nodes (the framework calls it; widget code never does).
    public static func _makeNodes(_ view: Self, in environment: EnvironmentValues, into nodes: inout [ViewNode]) {
        nodes.append(view.makeNode(in: environment))
    }

    func makeNode(in environment: EnvironmentValues) -> ViewNode {
        let scale = environment.pointScale
        let length = Double(minLength ?? 0)
        return ViewNode(.spacer(SpacerNode(minColumns: scale.spacingColumns(length), minRows: scale.spacingRows(length))))
    }
}

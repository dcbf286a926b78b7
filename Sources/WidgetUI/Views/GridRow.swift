/// One row of a ``Grid``, as in SwiftUI: each view it builds is a cell in the next column (or
/// the next several, with `gridCellColumns(_:)`).
///
/// Outside a grid a row lays out as a horizontal stack.
public struct GridRow<Content: View>: View {
    public typealias Body = Never
    let alignment: VerticalAlignment?
    let content: Content

    /// A row of the cells `content` builds, aligned vertically at `alignment` (the grid's when
    /// nil).
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }
}

extension GridRow: SingleNodeView {
    public static func _makeNodes(_ view: Self, in environment: EnvironmentValues, into nodes: inout [ViewNode]) {
        nodes.append(view.makeNode(in: environment))
    }

    func makeNode(in environment: EnvironmentValues) -> ViewNode {
        var cells: [ViewNode] = []
        var columns: [Int] = []
        for node in ViewResolver.nodes(for: content, in: environment) {
            // A cell marked by `gridCellColumns(_:)` is a row of one cell: it joins this row.
            if case let .gridRow(marked) = node.kind, node.children.count == 1 {
                cells.append(node.children[0])
                columns.append(marked.span(at: 0))
            } else {
                cells.append(node)
                columns.append(1)
            }
        }
        let row = GridRowNode(
            alignment: alignment ?? environment[GridAlignmentKey.self], columns: columns.allSatisfy { $0 == 1 } ? [] : columns)
        return ViewNode(.gridRow(row), children: cells)
    }
}

extension View {
    /// The view as a grid cell spanning `count` columns of its `GridRow`, as in SwiftUI.
    ///
    /// Archived as a row of one cell, which the enclosing `GridRow` takes in; elsewhere it lays
    /// out as the view alone.
    public consuming func gridCellColumns(_ count: Int) -> ModifiedContent<Self, _WrapModifier> {
        modifier(_WrapModifier { _ in .gridRow(GridRowNode(columns: [max(1, count)])) })
    }
}

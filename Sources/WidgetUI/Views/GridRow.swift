/// One row of a ``Grid``, as in SwiftUI: each view it builds is a cell in the next column (or
/// the next several, with `gridCellColumns(_:)`).
///
/// Outside a grid a row lays out as a horizontal stack.
public struct GridRow<Content: View>: View {
    /// A primitive: it resolves itself into archive nodes and has no body.
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
    /// Resolves the view into archive nodes (the framework calls it; widget code never does).
    public static func _makeNodes(_ view: Self, in environment: EnvironmentValues, into nodes: inout [ViewNode]) {
        nodes.append(view.makeNode(in: environment))
    }

    func makeNode(in environment: EnvironmentValues) -> ViewNode {
        var cells: [ViewNode] = []
        var columns: [Int] = []
        var columnAlignments: [HorizontalAlignment?] = []
        for node in ViewResolver.nodes(for: content, in: environment) {
            // A cell marked by `gridCellColumns(_:)` or `gridColumnAlignment(_:)` is a row of
            // one cell (or several marks, one in another): it joins this row.
            var cell = node
            var span = 1
            var columnAlignment: HorizontalAlignment?
            while case let .gridRow(marked) = cell.kind, cell.children.count == 1,
                marked.columns.count == 1 || marked.columnAlignments.count == 1
            {
                if marked.columns.count == 1 { span = marked.span(at: 0) }
                columnAlignment = columnAlignment ?? marked.columnAlignment(at: 0)
                cell = cell.children[0]
            }
            cells.append(cell)
            columns.append(span)
            columnAlignments.append(columnAlignment)
        }
        let row = GridRowNode(
            alignment: alignment ?? environment[GridAlignmentKey.self], columns: columns.allSatisfy { $0 == 1 } ? [] : columns,
            columnAlignments: columnAlignments.allSatisfy { $0 == nil } ? [] : columnAlignments)
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

    /// The horizontal alignment of every cell in this cell's grid column, as in SwiftUI (the
    /// first cell of a column to set one decides). Archived, as `gridCellColumns(_:)` is, as a
    /// row of one cell that the enclosing `GridRow` takes in.
    public consuming func gridColumnAlignment(_ guide: HorizontalAlignment) -> ModifiedContent<Self, _WrapModifier> {
        modifier(_WrapModifier { _ in .gridRow(GridRowNode(columnAlignments: [guide])) })
    }
}

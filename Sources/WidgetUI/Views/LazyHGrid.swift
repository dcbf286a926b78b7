/// Views flowing into columns beside the rows its items define, as SwiftUI's `LazyHGrid`
/// (see ``LazyVGrid``): the grid is as wide as its columns. Default spacing between columns is
/// 1 column; between rows 0 rows.
public struct LazyHGrid<Content: View>: View {
    /// A primitive: it resolves itself into archive nodes and has no body.
    public typealias Body = Never
    let rows: [GridItem]
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    /// A grid of `rows`, its views at `alignment` in their cells, `spacing` points between columns.
    public init(
        rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.rows = rows
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
}

extension LazyHGrid: SingleNodeView {
    /// Resolves the view into archive nodes (the framework calls it; widget code never does).
    public static func _makeNodes(_ view: Self, in environment: EnvironmentValues, into nodes: inout [ViewNode]) {
        nodes.append(view.makeNode(in: environment))
    }

    func makeNode(in environment: EnvironmentValues) -> ViewNode {
        let scale = environment.pointScale
        let grid = LazyGridNode(
            axis: .horizontal, alignment: Alignment(horizontal: .center, vertical: alignment),
            spacing: spacing.map { scale.spacingColumns(Double($0)) } ?? 1,
            items: rows.map { $0.node(cells: scale.rows, spacing: scale.spacingRows) })
        return ViewNode(.lazyGrid(grid), children: ViewResolver.nodes(for: content, in: environment))
    }
}

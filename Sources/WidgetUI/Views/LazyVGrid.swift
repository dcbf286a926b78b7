/// Views flowing into rows under the columns its items define, as SwiftUI's `LazyVGrid`.
///
/// ```swift
/// LazyVGrid(columns: Array(repeating: GridItem(.flexible()), count: 3)) {
///     ForEach(days) { Text($0.label) }
/// }
/// ```
///
/// Widgets do not scroll and an archive has no laziness: every view is resolved, and the grid
/// is as tall as its rows (what is offered below is not shared out among them). Default
/// spacing between rows is 0 rows; between columns 1 column.
public struct LazyVGrid<Content: View>: View {
    /// A primitive: it resolves itself into archive nodes and has no body.
    public typealias Body = Never
    let columns: [GridItem]
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    /// A grid of `columns`, its views at `alignment` in their cells, `spacing` points between rows.
    public init(
        columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.columns = columns
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
}

extension LazyVGrid: SingleNodeView {
    /// Resolves the view into archive nodes (the framework calls it; widget code never does).
    public static func _makeNodes(_ view: Self, in environment: EnvironmentValues, into nodes: inout [ViewNode]) {
        nodes.append(view.makeNode(in: environment))
    }

    func makeNode(in environment: EnvironmentValues) -> ViewNode {
        let scale = environment.pointScale
        let grid = LazyGridNode(
            axis: .vertical, alignment: Alignment(horizontal: alignment, vertical: .center),
            spacing: spacing.map { scale.spacingRows(Double($0)) } ?? 0,
            items: columns.map { $0.node(cells: scale.columns, spacing: scale.spacingColumns) })
        return ViewNode(.lazyGrid(grid), children: ViewResolver.nodes(for: content, in: environment))
    }
}

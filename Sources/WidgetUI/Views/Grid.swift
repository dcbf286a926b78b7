/// Views in rows and columns, as SwiftUI's `Grid`: each `GridRow` is a row whose cells share
/// columns with the other rows; any other view spans every column.
///
/// ```swift
/// Grid(alignment: .leading) {
///     GridRow { Text("Rain"); Text("80%") }
///     Divider()
///     GridRow { Text("Wind"); Text("12 km/h") }
/// }
/// ```
///
/// A column is as wide as its widest cell (columns share a narrower offer as an `HStack`
/// shares its width); a row is as tall as its tallest cell. Default spacing is 1 column
/// between columns and 0 rows between rows, as for stacks; explicit spacing rounds to the
/// nearest cell and may become 0.
public struct Grid<Content: View>: View {
    /// A primitive: it resolves itself into archive nodes and has no body.
    public typealias Body = Never
    let alignment: Alignment
    let horizontalSpacing: CGFloat?
    let verticalSpacing: CGFloat?
    let content: Content

    /// A grid of the rows `content` builds; cells sit at `alignment` in their column and row.
    public init(
        alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.content = content()
    }
}

extension Grid: SingleNodeView {
    /// Resolves the view into archive nodes (the framework calls it; widget code never does).
    public static func _makeNodes(_ view: Self, in environment: EnvironmentValues, into nodes: inout [ViewNode]) {
        nodes.append(view.makeNode(in: environment))
    }

    func makeNode(in environment: EnvironmentValues) -> ViewNode {
        let scale = environment.pointScale
        let grid = GridNode(
            alignment: alignment, horizontalSpacing: horizontalSpacing.map { scale.spacingColumns(Double($0)) } ?? 1,
            verticalSpacing: verticalSpacing.map { scale.spacingRows(Double($0)) } ?? 0)
        var rowEnvironment = environment
        rowEnvironment[GridAlignmentKey.self] = alignment.vertical
        return ViewNode(.grid(grid), children: ViewResolver.nodes(for: content, in: rowEnvironment))
    }
}

/// The vertical alignment of the grid around a row, for rows that do not give their own.
struct GridAlignmentKey: EnvironmentKey {
    static let defaultValue: VerticalAlignment = .center
}

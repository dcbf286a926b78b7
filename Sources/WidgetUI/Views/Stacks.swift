/// Children top to bottom, as in SwiftUI. Default spacing is 0 rows.
public struct VStack<Content: View>: View {
    /// A primitive: it resolves itself into archive nodes and has no body.
    public typealias Body = Never
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    /// A column of `content`, `spacing` points apart (nil: the default, 0 rows).
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
}

extension VStack: SingleNodeView {
    /// Resolves the view into archive nodes (the framework calls it; widget code never does).
    public static func _makeNodes(_ view: Self, in environment: EnvironmentValues, into nodes: inout [ViewNode]) {
        nodes.append(view.makeNode(in: environment))
    }

    func makeNode(in environment: EnvironmentValues) -> ViewNode {
        let cells = spacing.map { environment.pointScale.spacingRows(Double($0)) } ?? 0
        let stack = StackNode(axis: .vertical, alignment: Alignment(horizontal: alignment, vertical: .center), spacing: cells)
        return .stack(stack, children: ViewResolver.nodes(for: content, in: environment))
    }
}

/// Children left to right, as in SwiftUI. Default spacing is 1 column.
public struct HStack<Content: View>: View {
    /// A primitive: it resolves itself into archive nodes and has no body.
    public typealias Body = Never
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    /// A row of `content`, `spacing` points apart (nil: the default, 1 column).
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
}

extension HStack: SingleNodeView {
    /// Resolves the view into archive nodes (the framework calls it; widget code never does).
    public static func _makeNodes(_ view: Self, in environment: EnvironmentValues, into nodes: inout [ViewNode]) {
        nodes.append(view.makeNode(in: environment))
    }

    func makeNode(in environment: EnvironmentValues) -> ViewNode {
        let cells = spacing.map { environment.pointScale.spacingColumns(Double($0)) } ?? 1
        let stack = StackNode(axis: .horizontal, alignment: Alignment(horizontal: .center, vertical: alignment), spacing: cells)
        return .stack(stack, children: ViewResolver.nodes(for: content, in: environment))
    }
}

/// Children back to front, each aligned in the space of the largest, as in SwiftUI.
public struct ZStack<Content: View>: View {
    /// A primitive: it resolves itself into archive nodes and has no body.
    public typealias Body = Never
    let alignment: Alignment
    let content: Content

    /// `content` layered back to front.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }
}

extension ZStack: SingleNodeView {
    /// Resolves the view into archive nodes (the framework calls it; widget code never does).
    public static func _makeNodes(_ view: Self, in environment: EnvironmentValues, into nodes: inout [ViewNode]) {
        nodes.append(view.makeNode(in: environment))
    }

    func makeNode(in environment: EnvironmentValues) -> ViewNode {
        let stack = StackNode(axis: .depth, alignment: alignment, spacing: 0)
        return .stack(stack, children: ViewResolver.nodes(for: content, in: environment))
    }
}

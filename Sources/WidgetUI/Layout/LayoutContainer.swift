/// Where a view's root will be laid out, known when the view is resolved: a widget's size in
/// cells and its content margins. ``GeometryReader`` measures against it.
public struct LayoutContainer: Hashable, Sendable {
    /// The whole area, in cells (a widget's family size).
    public var size: CellSize
    /// Space kept free inside the edges for the content (a widget's content margins); a
    /// container background still covers the whole area.
    public var margins: CellInsets

    /// A container of `size` with `margins`.
    public init(size: CellSize, margins: CellInsets = .zero) {
        self.size = size
        self.margins = margins
    }

    /// The whole area, from the origin.
    var bounds: CellRect { CellRect(origin: .zero, size: size) }

    /// The area the content is laid out in.
    var contentRect: CellRect {
        bounds.inset(top: margins.top, leading: margins.leading, bottom: margins.bottom, trailing: margins.trailing)
    }
}

private struct LayoutContainerKey: EnvironmentKey {
    static let defaultValue: LayoutContainer? = nil
}

extension EnvironmentValues {
    /// Where the view being resolved will be laid out; nil when unknown. The host sets it to
    /// the widget's family size and margins (``ViewRenderer`` to the size it renders at), and
    /// a ``GeometryReader``'s content is resolved for the space layout gives the reader there.
    public var layoutContainer: LayoutContainer? {
        get { self[LayoutContainerKey.self] }
        set { self[LayoutContainerKey.self] = newValue }
    }
}

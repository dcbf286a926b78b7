extension View {
    /// Space around the view: 1 row and 2 columns by default, else `length` points on `edges`.
    ///
    /// A negative length takes space away (the view draws past its padded frame, over its
    /// neighbours, as in SwiftUI); it rounds toward no change, so `-3` pt takes no row.
    public consuming func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> ModifiedContent<Self, _WrapModifier> {
        modifier(
            _WrapModifier { environment in
                let scale = environment.pointScale
                let columns = length.map { scale.paddingColumns(Double($0)) } ?? 2
                let rows = length.map { scale.paddingRows(Double($0)) } ?? 1
                return .padding(
                    CellInsets(
                        top: edges.contains(.top) ? rows : 0, leading: edges.contains(.leading) ? columns : 0,
                        bottom: edges.contains(.bottom) ? rows : 0, trailing: edges.contains(.trailing) ? columns : 0))
            })
    }

    /// `length` points of space on every edge.
    public consuming func padding(_ length: CGFloat) -> ModifiedContent<Self, _WrapModifier> {
        padding(.all, length)
    }

    /// Space of the given insets in points.
    public consuming func padding(_ insets: EdgeInsets) -> ModifiedContent<Self, _WrapModifier> {
        modifier(
            _WrapModifier { environment in
                let scale = environment.pointScale
                return .padding(
                    CellInsets(
                        top: scale.paddingRows(Double(insets.top)), leading: scale.paddingColumns(Double(insets.leading)),
                        bottom: scale.paddingRows(Double(insets.bottom)), trailing: scale.paddingColumns(Double(insets.trailing))))
            })
    }

    /// A frame of exactly `width` x `height` points where given; the view sits at `alignment`.
    public consuming func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> ModifiedContent<
        Self, _WrapModifier
    > {
        modifier(
            _WrapModifier { environment in
                let scale = environment.pointScale
                return .frame(
                    .fixed(
                        width: width.map { scale.columns(Double($0)) }, height: height.map { scale.rows(Double($0)) },
                        alignment: alignment))
            })
    }

    /// A flexible frame; `.infinity` for a maximum fills what the parent offers.
    public consuming func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) -> ModifiedContent<Self, _WrapModifier> {
        modifier(
            _WrapModifier { environment in
                let scale = environment.pointScale
                let columns: (CGFloat?) -> Int? = { $0.map { scale.columns(Double($0)) } }
                let rows: (CGFloat?) -> Int? = { $0.map { scale.rows(Double($0)) } }
                return .frame(
                    FrameNode(
                        minWidth: columns(minWidth), idealWidth: columns(idealWidth), maxWidth: columns(maxWidth),
                        minHeight: rows(minHeight), idealHeight: rows(idealHeight), maxHeight: rows(maxHeight),
                        alignment: alignment))
            })
    }

    /// The view's priority when its stack shares out space (higher goes first).
    public consuming func layoutPriority(_ value: Double) -> ModifiedContent<Self, _WrapModifier> {
        modifier(_WrapModifier { _ in .layoutPriority(value) })
    }

    /// The view at its ideal size in both directions, whatever it is offered.
    public consuming func fixedSize() -> ModifiedContent<Self, _WrapModifier> {
        fixedSize(horizontal: true, vertical: true)
    }

    /// The view at its ideal size in the chosen directions.
    public consuming func fixedSize(horizontal: Bool, vertical: Bool) -> ModifiedContent<Self, _WrapModifier> {
        modifier(_WrapModifier { _ in .fixedSize(horizontal: horizontal, vertical: vertical) })
    }

    /// The view laid out but not drawn.
    public consuming func hidden() -> ModifiedContent<Self, _WrapModifier> {
        modifier(_WrapModifier { _ in .hidden })
    }
}

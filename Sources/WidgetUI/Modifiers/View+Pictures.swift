// SwiftUI's sizing and clipping modifiers, as pictures use them.
extension View {
    /// Offers the view sizes of `ratio` (width over height, in points; nil for the view's
    /// own: a picture's shape), the largest within the offer (`.fit`) or the smallest covering
    /// it (`.fill`, which overflows and is clipped by the parent).
    ///
    /// ```swift
    /// Image(uiImage: photo).resizable().aspectRatio(contentMode: .fill)
    /// ```
    public consuming func aspectRatio(_ ratio: CGFloat? = nil, contentMode: ContentMode = .fit) -> ModifiedContent<Self, _WrapModifier> {
        modifier(
            _WrapModifier { environment in
                let scale = environment.pointScale
                // Width over height in points is (columns x pointsPerColumn) / (rows x pointsPerRow).
                let cells = ratio.map { Double($0) * scale.pointsPerRow / scale.pointsPerColumn }
                return .aspectRatio(AspectRatioNode(ratio: cells.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }, fills: contentMode == .fill))
            })
    }

    /// Offers the view sizes of the shape of `size` (in points), fitting or filling the offer.
    public consuming func aspectRatio(_ size: CGSize, contentMode: ContentMode) -> ModifiedContent<Self, _WrapModifier> {
        aspectRatio(size.height > 0 ? size.width / size.height : nil, contentMode: contentMode)
    }

    /// Scales the view to fit its parent, keeping its shape (`aspectRatio(contentMode: .fit)`).
    public consuming func scaledToFit() -> ModifiedContent<Self, _WrapModifier> {
        aspectRatio(contentMode: .fit)
    }

    /// Scales the view to fill its parent, keeping its shape (`aspectRatio(contentMode: .fill)`).
    public consuming func scaledToFill() -> ModifiedContent<Self, _WrapModifier> {
        aspectRatio(contentMode: .fill)
    }

    /// Clips the view to `shape`: pictures in it are masked by the shape (a circle leaves
    /// the corners out), anything else is clipped to the view's frame.
    public consuming func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> ModifiedContent<Self, _WrapModifier> {
        let kind = shape.shapeKind
        return modifier(_WrapModifier { _ in .clipShape(kind) })
    }
}

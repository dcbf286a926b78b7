/// A picture shown over a rectangle of cells. The cells under it always hold a colored-cell
/// rendering of the same picture (half blocks), so a terminal without a picture protocol, a
/// text dump and a snapshot all show it; a terminal that has one (kitty, sixel, iTerm2) draws
/// the pixels over those cells instead.
public struct PicturePlacement: Hashable, Sendable {
    /// The cells the picture covers, in the buffer's coordinates.
    public var rect: CellRect
    /// The pixels.
    public var picture: Picture

    /// A placement of `picture` over `rect`.
    public init(rect: CellRect, picture: Picture) {
        self.rect = rect
        self.picture = picture
    }
}

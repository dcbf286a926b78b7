/// How many pixels a picture keeps: the cells it may cover times ``pixelsPerCell``.
///
/// A picture is downsampled when it is decoded (in the widget's process, as the view is
/// resolved) to at most what its cells can show through a terminal's picture protocol (kitty,
/// sixel), where a cell is typically 8 to 10 pixels wide and 16 to 20 tall. The archive
/// carries those pixels; colored cells (two pixels a cell, as half blocks) are drawn from
/// them. A small widget (22 x 10 cells) keeps at most 176 x 160 pixels (110 KB), an extra
/// large one (94 x 22) at most 752 x 352 (1 MB).
public enum PictureBudget {
    /// Pixels kept per cell: 8 across, 16 down.
    public static let pixelsPerCell = (width: 8, height: 16)

    /// The cells a picture may cover when nothing says (an extra large widget on the iPhone
    /// profile).
    public static let defaultCells = CellSize(width: 94, height: 22)

    /// The most pixels for `cells` cells.
    public static func pixels(for cells: CellSize) -> (width: Int, height: Int) {
        (max(1, cells.width) * pixelsPerCell.width, max(1, cells.height) * pixelsPerCell.height)
    }
}

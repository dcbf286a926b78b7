import CellGrid
import HostIO

/// The home screen's selection: a cap over the selected tile, the row of the gap above it
/// (`╭───╮`, one cell wider than the tile on each side) in the accent color, bold and reversed
/// where the palette has no color.
///
/// One run of cells on one row, so moving the selection writes two short runs (the old cap
/// erased, the new one drawn) rather than a whole outline, whose side edges cost a cursor address
/// a row. Nothing else changes with the selection: a stack's dots stay beside it in the gap.
struct SelectionMark {
    /// The cells the cap over `frame` lies in.
    static func frame(over frame: CellRect) -> CellRect {
        CellRect(x: frame.minX - 1, y: frame.minY - 1, width: frame.width + 2, height: 1)
    }

    /// Draws the cap over `frame` in `theme`'s accent, keeping the backgrounds under it.
    static func draw(over frame: CellRect, theme: Theme, into buffer: inout CellBuffer) {
        let palette = theme.palette
        let cap = Self.frame(over: frame)
        let style = CellStyle(foreground: palette.accent, attributes: palette.usesColor ? [] : [.bold, .reverse])
        let clip = buffer.bounds
        buffer.putCluster("╭", width: 1, at: cap.origin, style: style, clip: clip, keepsBackground: true)
        buffer.putRepeating(
            "─", width: 1, count: cap.width - 2, at: CellPoint(x: cap.minX + 1, y: cap.minY), style: style, clip: clip,
            keepsBackground: true)
        buffer.putCluster("╮", width: 1, at: CellPoint(x: cap.maxX - 1, y: cap.minY), style: style, clip: clip, keepsBackground: true)
    }
}

import CellGrid
import HostIO
import WidgetEngine

/// A stack's members as dots beside its tile, the top one filled.
struct StackDots {
    var members: Int
    var top: Int

    /// The column of cells the dots take beside (or `inside`) `frame`.
    func frame(beside frame: CellRect, inside: Bool) -> CellRect {
        CellRect(x: inside ? frame.maxX - 1 : frame.maxX, y: frame.minY + 1, width: 1, height: members)
    }

    /// Draws the dots in the gap right of `frame`; `inside`: in the tile's last column (its
    /// content margin), where an outline around the tile leaves them.
    func draw(beside frame: CellRect, inside: Bool, theme: Theme, into buffer: inout CellBuffer) {
        let style = CellStyle(foreground: theme.palette.secondary)
        let x = inside ? frame.maxX - 1 : frame.maxX
        for index in 0..<members {
            buffer.putCluster(
                index == top ? "●" : "·", width: 1, at: CellPoint(x: x, y: frame.minY + 1 + index),
                style: style, clip: buffer.bounds, keepsBackground: true)
        }
    }
}

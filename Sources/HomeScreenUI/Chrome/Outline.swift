import CellGrid

/// A one-cell outline around a tile, drawn over the gap around it: edit mode's dashed and heavy
/// outlines, the lock screen and StandBy editors' rings (the home screen's selection is a
/// ``SelectionMark``).
struct Outline {
    /// The glyphs of the corners and edges.
    struct Glyphs {
        var topLeft, topRight, bottomLeft, bottomRight, horizontal, vertical: String

        /// Rounded: the lock screen editor's chosen place.
        static let rounded = Glyphs(topLeft: "╭", topRight: "╮", bottomLeft: "╰", bottomRight: "╯", horizontal: "─", vertical: "│")
        /// Edit mode's tiles that can move.
        static let dashed = Glyphs(topLeft: "╭", topRight: "╮", bottomLeft: "╰", bottomRight: "╯", horizontal: "┄", vertical: "┆")
        /// Edit mode's selected tile.
        static let heavy = Glyphs(topLeft: "┏", topRight: "┓", bottomLeft: "┗", bottomRight: "┛", horizontal: "━", vertical: "┃")
    }

    var glyphs: Glyphs
    var style: CellStyle

    /// The cells an outline around `frame` lies in, and `frame` inside them.
    static func ring(around frame: CellRect) -> CellRect {
        CellRect(x: frame.minX - 1, y: frame.minY - 1, width: frame.width + 2, height: frame.height + 2)
    }

    /// Draws the outline one cell outside `frame`, keeping the backgrounds under it.
    func draw(around frame: CellRect, into buffer: inout CellBuffer) {
        let ring = Self.ring(around: frame)
        let clip = buffer.bounds
        for (row, left, right) in [(ring.minY, glyphs.topLeft, glyphs.topRight), (ring.maxY - 1, glyphs.bottomLeft, glyphs.bottomRight)] {
            buffer.putCluster(left, width: 1, at: CellPoint(x: ring.minX, y: row), style: style, clip: clip, keepsBackground: true)
            buffer.putRepeating(
                glyphs.horizontal, width: 1, count: ring.width - 2, at: CellPoint(x: ring.minX + 1, y: row), style: style,
                clip: clip, keepsBackground: true)
            buffer.putCluster(right, width: 1, at: CellPoint(x: ring.maxX - 1, y: row), style: style, clip: clip, keepsBackground: true)
        }
        for row in (ring.minY + 1)..<(ring.maxY - 1) {
            buffer.putCluster(
                glyphs.vertical, width: 1, at: CellPoint(x: ring.minX, y: row), style: style, clip: clip, keepsBackground: true)
            buffer.putCluster(
                glyphs.vertical, width: 1, at: CellPoint(x: ring.maxX - 1, y: row), style: style, clip: clip,
                keepsBackground: true)
        }
    }
}

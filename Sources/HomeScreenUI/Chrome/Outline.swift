import CellGrid

/// A one-cell outline around a tile, drawn over the gap around it: the selection ring, and
/// edit mode's dashed and heavy outlines.
struct Outline {
    /// The glyphs of the corners and edges.
    struct Glyphs {
        var topLeft, topRight, bottomLeft, bottomRight, horizontal, vertical: String

        /// The selection ring (rounded).
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

    /// The four edges of the outline around `frame`: its cells, without the frame inside.
    static func edges(around frame: CellRect) -> [CellRect] {
        let ring = ring(around: frame)
        return [
            CellRect(x: ring.minX, y: ring.minY, width: ring.width, height: 1),
            CellRect(x: ring.minX, y: ring.maxY - 1, width: ring.width, height: 1),
            CellRect(x: ring.minX, y: frame.minY, width: 1, height: frame.height),
            CellRect(x: ring.maxX - 1, y: frame.minY, width: 1, height: frame.height),
        ]
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

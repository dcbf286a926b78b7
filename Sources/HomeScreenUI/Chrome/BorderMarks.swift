import CellGrid

/// The marks in a box's border that say it holds more than it shows, as a scrolled page's
/// ``ScrollMarks`` do: `▲ N more` in its top border and `▼ N more` in its bottom one, at its
/// right end (the help, the problems, the live activities' sheet).
enum BorderMarks {
    /// Draws the marks for `above` and `below` items out of view (none for 0) on the border of
    /// `frame`, in `style`; a box too narrow for a mark goes without it.
    static func draw(above: Int, below: Int, on frame: CellRect, style: CellStyle, into buffer: inout CellBuffer) {
        for (count, glyph, row) in [(above, "▲", frame.minY), (below, "▼", frame.maxY - 1)] where count > 0 {
            let text = " \(glyph) \(count) more "
            let x = frame.maxX - 3 - DisplayWidth.of(text)
            guard x > frame.minX else { continue }
            buffer.put(text, at: CellPoint(x: x, y: row), style: style)
        }
    }
}

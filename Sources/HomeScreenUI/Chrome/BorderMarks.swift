import CellGrid

/// The marks in a box's border that say it holds more than it shows, as a scrolled page's
/// ``ScrollMarks`` do: `▲ N more` in its top border and `▼ N more` in its bottom one, at its
/// right end (the help, the problems, the live activities' sheet; the gallery's list has both on
/// the line under it).
enum BorderMarks {
    /// Draws the marks for `above` and `below` items out of view (none for 0) on the border of
    /// `frame`, in `style`; a box too narrow for a mark goes without it.
    static func draw(above: Int, below: Int, on frame: CellRect, style: CellStyle, into buffer: inout CellBuffer) {
        for (count, glyph, row) in [(above, "▲", frame.minY), (below, "▼", frame.maxY - 1)] where count > 0 {
            let text = " \(mark(count, glyph)) "
            let x = frame.maxX - 3 - DisplayWidth.of(text)
            guard x > frame.minX else { continue }
            buffer.put(text, at: CellPoint(x: x, y: row), style: style)
        }
    }

    /// Both marks on one line, for a list whose border has no room above it (the gallery's):
    /// `▲ 2 more  ▼ 16 more`; nil when nothing is out of view.
    static func line(above: Int, below: Int) -> String? {
        let marks = [(above, "▲"), (below, "▼")].filter { $0.0 > 0 }.map { mark($0.0, $0.1) }
        return marks.isEmpty ? nil : marks.joined(separator: "  ")
    }

    private static func mark(_ count: Int, _ glyph: String) -> String { "\(glyph) \(count) more" }
}

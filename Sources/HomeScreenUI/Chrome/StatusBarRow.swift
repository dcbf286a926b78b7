import CellGrid

/// The status bar's row, painted once and reused while its texts, styles and width stay the
/// same (a ticking widget draws a frame every second; the status bar changes once a minute).
struct StatusBarRow {
    /// What the row shows.
    struct Content: Equatable {
        var width: Int
        var left: String
        var right: String
        var style: CellStyle
        var rightStyle: CellStyle

        /// The column the right text starts at: flush right, never over the left text.
        var rightColumn: Int { max(DisplayWidth.of(left) + 2, width - DisplayWidth.of(right)) }
    }

    private var content: Content?
    private var row = CellBuffer(size: .zero)
    /// The right text's column in the row last asked for (``Content/rightColumn``, measured
    /// once per content).
    private(set) var rightColumn = 0

    /// The row for `content`: the left text in bold, the right text flush right (never over
    /// the left one).
    mutating func cells(for content: Content) -> CellBuffer {
        if content == self.content { return row }
        rightColumn = content.rightColumn
        var row = CellBuffer(size: CellSize(width: content.width, height: 1), fill: .blank(content.style))
        row.put(content.left, at: CellPoint(x: 0, y: 0), style: content.style.with(attributes: .bold))
        row.put(content.right, at: CellPoint(x: rightColumn, y: 0), style: content.rightStyle)
        self.content = content
        self.row = row
        return row
    }
}

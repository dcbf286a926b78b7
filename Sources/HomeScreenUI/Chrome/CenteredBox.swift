import CellGrid
import HostIO

/// Lines of text in a box in the middle of the screen (the help, the problems, "terminal too
/// small"), optionally ringed in the accent color.
struct CenteredBox {
    var lines: [String]
    var ringed = true
    /// The lines that are key hints: a click on a key runs it.
    var keyLines: Set<Int> = []

    func draw(_ theme: Theme, hints: KeyHintMap? = nil, into buffer: inout CellBuffer) {
        let screen = buffer.size
        let width = (lines.map { DisplayWidth.of($0) }.max() ?? 0) + 4
        let height = lines.count + 2
        let box = CellRect(x: max(0, (screen.width - width) / 2), y: max(0, (screen.height - height) / 2), width: width, height: height)
        let style = CellStyle(
            foreground: theme.palette.primary, background: theme.palette.usesColor ? theme.palette.widgetBackground : .default)
        buffer.fill(box, with: .blank(style))
        if ringed {
            var ring = style
            ring.foreground = theme.palette.accent
            buffer.put("╭" + String(repeating: "─", count: width - 2) + "╮", at: box.origin, style: ring)
            buffer.put("╰" + String(repeating: "─", count: width - 2) + "╯", at: CellPoint(x: box.minX, y: box.maxY - 1), style: ring)
            for row in (box.minY + 1)..<(box.maxY - 1) {
                buffer.put("│", at: CellPoint(x: box.minX, y: row), style: ring)
                buffer.put("│", at: CellPoint(x: box.maxX - 1, y: row), style: ring)
            }
        }
        for (offset, line) in lines.enumerated() {
            let point = CellPoint(x: box.minX + 2, y: box.minY + 1 + offset)
            buffer.put(line, at: point, style: style)
            if keyLines.contains(offset) { hints?.record(line, at: point, width: screen.width - point.x) }
        }
    }
}

import CellGrid
import HostIO
import Terminal

/// Lines of text in a box in the middle of the screen (the help, the problems, "terminal too
/// small"), optionally ringed in the accent color. Lines more than the screen holds scroll: the
/// box shows ``shownCount(in:)`` of them from ``firstLine``, above the status bar, with
/// ``BorderMarks`` while more are above or below.
struct CenteredBox {
    var lines: [String]
    var ringed = true
    /// The lines that are key hints: a click on a key runs it.
    var keyLines: Set<Int> = []
    /// True for a box whose screen scrolls it (``scrolled(by:in:)``): it keeps above the status
    /// bar. Others show every line, as far as the screen goes.
    var scrolls = false
    /// The first line shown, when the lines are more than the screen holds.
    var firstLine = 0

    /// How many of the lines a screen of `size` shows: all, or in a box that scrolls as many as
    /// fit inside the border with the status bar's line left free.
    func shownCount(in size: CellSize) -> Int {
        scrolls ? max(1, min(lines.count, size.height - 3)) : lines.count
    }

    /// The first line after `event` in a screen of `size` (↑ ↓ and `k` `j` a line, PgUp PgDn
    /// and Space a page, Home End; the wheel comes as ↑ ↓); nil when `event` does not scroll.
    func scrolled(by event: InputEvent, in size: CellSize) -> Int? {
        let page = shownCount(in: size)
        let target: Int
        switch event {
        case .key(.up), .key(.character("k")): target = firstLine - 1
        case .key(.down), .key(.character("j")): target = firstLine + 1
        case .key(.pageUp): target = firstLine - page
        case .key(.pageDown), .key(.character(" ")): target = firstLine + page
        case .key(.home): target = 0
        case .key(.end): target = lines.count
        default: return nil
        }
        return min(max(0, target), max(0, lines.count - page))
    }

    func draw(_ theme: Theme, hints: KeyHintMap? = nil, into buffer: inout CellBuffer) {
        let screen = buffer.size
        let count = shownCount(in: screen)
        let first = min(max(0, firstLine), max(0, lines.count - count))
        let shown = lines.dropFirst(first).prefix(count)
        let width = (lines.map { DisplayWidth.of($0) }.max() ?? 0) + 4
        let height = shown.count + 2
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
            BorderMarks.draw(above: first, below: lines.count - first - shown.count, on: box, style: ring, into: &buffer)
        }
        for (offset, line) in shown.enumerated() {
            let point = CellPoint(x: box.minX + 2, y: box.minY + 1 + offset)
            buffer.put(line, at: point, style: style)
            if keyLines.contains(first + offset) { hints?.record(line, at: point, width: screen.width - point.x) }
        }
    }
}

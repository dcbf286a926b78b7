import CellGrid
import HostIO

/// Draws a sheet over the home screen: a rounded box with its title in the top edge, centred,
/// and lines of text in tones.
struct SheetPainter {
    /// How a line is drawn.
    enum Tone: Equatable {
        case normal
        /// The line the user is on (reversed).
        case selected
        /// Hints and secondary facts (dim without color).
        case secondary
        /// Key hints, drawn as ``secondary``: a click on a key runs it.
        case keys
        /// Validation messages and refusals.
        case warning
    }

    /// A line of a sheet.
    struct Line: Equatable {
        var text: String
        var tone: Tone = .normal
        /// The cells of a text cursor in the line (drawn in reverse of the line), if it has one.
        var cursor: Range<Int>?
        /// The item of the sheet the line belongs to (a parameter), which a click on it chooses.
        var item: Int?

        init(_ text: String, _ tone: Tone = .normal, cursor: Range<Int>? = nil, item: Int? = nil) {
            self.text = text
            self.tone = tone
            self.cursor = cursor
            self.item = item
        }
    }

    let theme: Theme

    /// Draws `lines` (cut to the box) in a box `width` cells wide inside (at most the screen);
    /// the lines of key hints go into `hints`. Answers where the lines of items were drawn.
    @discardableResult
    func draw(title: String, lines: [Line], width: Int, hints: KeyHintMap? = nil, into buffer: inout CellBuffer) -> [(
        item: Int, frame: CellRect
    )] {
        var items: [(item: Int, frame: CellRect)] = []
        let screen = buffer.size
        let inner = max(1, min(width, screen.width - 4))
        let boxWidth = inner + 4
        let shown = Array(lines.prefix(max(0, screen.height - 2)))
        let box = CellRect(
            x: max(0, (screen.width - boxWidth) / 2), y: max(0, (screen.height - shown.count - 2) / 2),
            width: boxWidth, height: shown.count + 2)
        let base = SheetBox.style(theme)
        SheetBox(frame: box, title: title).draw(theme, into: &buffer)
        let clip = CellRect(x: box.minX + 2, y: box.minY + 1, width: inner, height: shown.count)
        for (offset, line) in shown.enumerated() {
            let point = CellPoint(x: box.minX + 2, y: box.minY + 1 + offset)
            if let item = line.item { items.append((item, CellRect(x: box.minX, y: point.y, width: box.width, height: 1))) }
            let text = TextFitting.prefix(line.text, width: inner)
            switch line.tone {
            case .normal:
                buffer.put(text, at: point, style: base, clip: clip)
            case .selected:
                buffer.put(TextFitting.padded(text, to: inner), at: point, style: base.with(attributes: .reverse), clip: clip)
            case .secondary, .keys:
                if line.tone == .keys { hints?.record(text, at: point, width: inner) }
                var style = base
                style.foreground = theme.palette.secondary
                if !theme.palette.usesColor { style.attributes.insert(.dim) }
                buffer.put(text, at: point, style: style, clip: clip)
            case .warning:
                var style = base
                style.foreground = theme.failureMarker
                style.attributes.insert(.bold)
                buffer.put(text, at: point, style: style, clip: clip)
            }
            if let cursor = line.cursor, cursor.lowerBound < inner {
                let cells = CellRect(
                    x: point.x + cursor.lowerBound, y: point.y, width: min(cursor.count, inner - cursor.lowerBound), height: 1)
                buffer.restyle(cells) { cell in
                    if cell.attributes.contains(.reverse) { cell.attributes.remove(.reverse) } else { cell.attributes.insert(.reverse) }
                }
            }
        }
        return items
    }

    /// Draws an information sheet, its paragraphs wrapped.
    func draw(_ sheet: InfoSheet, into buffer: inout CellBuffer) {
        let width = min(76, buffer.size.width - 4)
        // List items ("● 1. …") continue under their text.
        let lines = sheet.lines.flatMap { line in
            TextFitting.wrap(line, width: width, hangingIndent: line.hasPrefix("● ") || line.hasPrefix("· ") ? 5 : 0)
        }.map { Line($0) }
        draw(title: sheet.title, lines: lines, width: width, into: &buffer)
    }
}

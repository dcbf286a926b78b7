import CellGrid
import Foundation

extension HomeScreen {
    /// Edit mode's look: every tile in a dashed outline (it can move), the selected one in a
    /// heavy outline in the accent color.
    func drawEditOutlines(_ items: [PlacedItem], into buffer: inout CellBuffer) {
        var loose = CellStyle(foreground: theme.palette.secondary)
        if !theme.palette.usesColor { loose.attributes.insert(.dim) }
        var picked = CellStyle(foreground: theme.palette.accent)
        if !theme.palette.usesColor { picked.attributes.insert(.bold) }
        for item in items where item.id != selection {
            drawOutline(around: item.frame, glyphs: ("╭", "╮", "╰", "╯", "┄", "┆"), style: loose, into: &buffer)
        }
        if let selected = items.first(where: { $0.id == selection }) {
            drawOutline(around: selected.frame, glyphs: ("┏", "┓", "┗", "┛", "━", "┃"), style: picked, into: &buffer)
        }
    }

    private func drawOutline(around frame: CellRect, glyphs: (String, String, String, String, String, String), style: CellStyle,
                             into buffer: inout CellBuffer) {
        let ring = CellRect(x: frame.minX - 1, y: frame.minY - 1, width: frame.width + 2, height: frame.height + 2)
        let clip = buffer.bounds
        let (topLeft, topRight, bottomLeft, bottomRight, horizontal, vertical) = glyphs
        for (row, left, right) in [(ring.minY, topLeft, topRight), (ring.maxY - 1, bottomLeft, bottomRight)] {
            buffer.putCluster(left, width: 1, at: CellPoint(x: ring.minX, y: row), style: style, clip: clip, keepsBackground: true)
            buffer.putRepeating(horizontal, width: 1, count: ring.width - 2, at: CellPoint(x: ring.minX + 1, y: row), style: style,
                                clip: clip, keepsBackground: true)
            buffer.putCluster(right, width: 1, at: CellPoint(x: ring.maxX - 1, y: row), style: style, clip: clip, keepsBackground: true)
        }
        for row in (ring.minY + 1)..<(ring.maxY - 1) {
            buffer.putCluster(vertical, width: 1, at: CellPoint(x: ring.minX, y: row), style: style, clip: clip, keepsBackground: true)
            buffer.putCluster(vertical, width: 1, at: CellPoint(x: ring.maxX - 1, y: row), style: style, clip: clip, keepsBackground: true)
        }
    }

    /// The configuration sheet or the stack explanation, over everything else.
    func drawEditingSheets(into buffer: inout CellBuffer) {
        let painter = SheetPainter(theme: theme)
        if let sheet = editor.configuration {
            let width = min(70, buffer.size.width - 4)
            painter.draw(title: "Configure \(sheet.title) — \(sheet.instance)", lines: sheet.lines(width: width), width: width, into: &buffer)
        } else if let info = editor.info {
            painter.draw(info, into: &buffer)
        }
    }
}

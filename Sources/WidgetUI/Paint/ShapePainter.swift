/// Paints shapes into cells: fills as background color (an ellipse's cells for circles and
/// ellipses), strokes as box-drawing outlines with arcs for rounded shapes.
struct ShapePainter {
    let palette: ColorPalette

    func paint(_ shape: ShapeNode, in frame: CellRect, clip: CellRect, buffer: inout CellBuffer) {
        guard !frame.isEmpty else { return }
        let bounds = shapeBounds(shape.kind, frame: frame)
        if let fill = shape.fill, let color = palette.resolve(fill), palette.usesColor {
            paintFill(shape.kind, color: color, bounds: bounds, clip: clip, buffer: &buffer)
        }
        if let stroke = shape.stroke, let color = palette.resolve(stroke) {
            paintOutline(rounded: shape.isRounded, color: color, bounds: bounds, clip: clip, buffer: &buffer)
        }
    }

    /// A circle is as round as cells allow: the largest box twice as wide as tall, centred.
    private func shapeBounds(_ kind: ShapeNode.Kind, frame: CellRect) -> CellRect {
        guard kind == .circle else { return frame }
        let rows = min(frame.height, frame.width / 2)
        let columns = max(1, rows * 2)
        let height = max(1, rows)
        return CellRect(
            x: frame.minX + (frame.width - columns) / 2, y: frame.minY + (frame.height - height) / 2,
            width: min(columns, frame.width), height: height)
    }

    private func paintFill(_ kind: ShapeNode.Kind, color: TerminalColor, bounds: CellRect, clip: CellRect, buffer: inout CellBuffer) {
        let area = bounds.intersection(clip)
        guard !area.isEmpty else { return }
        let elliptical = (kind == .circle || kind == .ellipse) && bounds.width > 2 && bounds.height > 1
        guard elliptical else {
            // Rectangles fill whole rows at once, keeping each cell's glyph color.
            buffer.fill(area, background: color)
            return
        }
        let cx = Double(bounds.minX) + Double(bounds.width) / 2, cy = Double(bounds.minY) + Double(bounds.height) / 2
        let rx = Double(bounds.width) / 2, ry = Double(bounds.height) / 2
        for y in area.minY..<area.maxY {
            for x in area.minX..<area.maxX {
                if elliptical {
                    let dx = (Double(x) + 0.5 - cx) / rx, dy = (Double(y) + 0.5 - cy) / ry
                    if dx * dx + dy * dy > 1 { continue }
                }
                var cell = buffer[x, y] ?? .blank()
                if cell.isContinuation { continue }
                cell = .blank(CellStyle(foreground: cell.style.foreground, background: color))
                buffer.fill(CellRect(x: x, y: y, width: 1, height: 1), with: cell)
            }
        }
    }

    private func paintOutline(rounded: Bool, color: TerminalColor, bounds: CellRect, clip: CellRect, buffer: inout CellBuffer) {
        let style = CellStyle(foreground: color)
        let (w, h) = (bounds.width, bounds.height)
        if h == 1 {
            let line = w == 1 ? "─" : (rounded ? "(" : "[") + String(repeating: "─", count: max(0, w - 2)) + (rounded ? ")" : "]")
            buffer.put(line, at: bounds.origin, style: style, clip: clip, keepsBackground: true)
            return
        }
        if w == 1 {
            for y in bounds.minY..<bounds.maxY {
                buffer.put("│", at: CellPoint(x: bounds.minX, y: y), style: style, clip: clip, keepsBackground: true)
            }
            return
        }
        let corners = rounded ? ["╭", "╮", "╰", "╯"] : ["┌", "┐", "└", "┘"]
        for (row, left, right) in [(bounds.minY, corners[0], corners[1]), (bounds.maxY - 1, corners[2], corners[3])] {
            buffer.putCluster(left, width: 1, at: CellPoint(x: bounds.minX, y: row), style: style, clip: clip, keepsBackground: true)
            buffer.putRepeating(
                "─", width: 1, count: w - 2, at: CellPoint(x: bounds.minX + 1, y: row), style: style, clip: clip, keepsBackground: true)
            buffer.putCluster(right, width: 1, at: CellPoint(x: bounds.maxX - 1, y: row), style: style, clip: clip, keepsBackground: true)
        }
        for y in (bounds.minY + 1)..<(bounds.maxY - 1) {
            buffer.putCluster("│", width: 1, at: CellPoint(x: bounds.minX, y: y), style: style, clip: clip, keepsBackground: true)
            buffer.putCluster("│", width: 1, at: CellPoint(x: bounds.maxX - 1, y: y), style: style, clip: clip, keepsBackground: true)
        }
    }
}

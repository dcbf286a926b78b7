import CellGrid
import HostIO

/// A sheet's frame over the home screen: a filled box with a rounded border in the accent
/// color and its title set in the top border.
struct SheetBox {
    var frame: CellRect
    var title: String

    /// The area inside the border, with one column of padding on each side.
    var content: CellRect {
        CellRect(x: frame.minX + 2, y: frame.minY + 1, width: max(0, frame.width - 4), height: max(0, frame.height - 2))
    }

    /// The sheet's background and text style in `theme`.
    static func style(_ theme: Theme) -> CellStyle {
        CellStyle(foreground: theme.palette.primary, background: theme.palette.usesColor ? theme.palette.widgetBackground : .default)
    }

    /// Fills the box and draws its border and title.
    func draw(_ theme: Theme, into buffer: inout CellBuffer) {
        guard frame.width >= 4, frame.height >= 2 else { return }
        let style = Self.style(theme)
        buffer.fill(frame, with: .blank(style))
        var ring = style
        ring.foreground = theme.palette.accent
        if !theme.palette.usesColor { ring.attributes.insert(.bold) }
        let inner = frame.width - 2
        buffer.put("╭" + String(repeating: "─", count: inner) + "╮", at: frame.origin, style: ring)
        buffer.put("╰" + String(repeating: "─", count: inner) + "╯", at: CellPoint(x: frame.minX, y: frame.maxY - 1), style: ring)
        for row in (frame.minY + 1)..<(frame.maxY - 1) {
            buffer.put("│", at: CellPoint(x: frame.minX, y: row), style: ring)
            buffer.put("│", at: CellPoint(x: frame.maxX - 1, y: row), style: ring)
        }
        let label = " \(TextFitting.prefix(title, width: max(0, inner - 4))) "
        buffer.put(label, at: CellPoint(x: frame.minX + 2, y: frame.minY), style: ring)
    }
}

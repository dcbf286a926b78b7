import CellGrid
import Foundation
import WidgetUI

/// One control drawn on one line, as the controls row and `render --control` show it:
/// `[⏲ Timer]`, `[☾ Do Not Disturb ━● On]`. Its symbol, its title, and for a toggle its
/// switch and state; an on toggle is bold. Too narrow, the title is cut with `…` first.
public enum ControlCell {
    /// The cells `template` takes at its full width.
    public static func width(of template: ControlTemplate) -> Int {
        DisplayWidth.of(text(of: template))
    }

    /// The characters of `template` at its full width.
    public static func text(of template: ControlTemplate) -> String {
        text(template, title: template.title)
    }

    /// `template` drawn into one row `width` cells wide (its full width when nil).
    public static func draw(_ template: ControlTemplate, width: Int? = nil, style: CellStyle = .plain) -> CellBuffer {
        let full = text(template, title: template.title)
        let width = width ?? DisplayWidth.of(full)
        var shown = full
        if DisplayWidth.of(full) > width {
            let room = width - (DisplayWidth.of(full) - DisplayWidth.of(template.title)) - 1
            shown =
                room > 0
                ? text(template, title: cut(template.title, to: room).trimmingCharacters(in: .whitespaces) + "…") : cut(full, to: width)
        }
        var buffer = CellBuffer(size: CellSize(width: max(width, 0), height: 1))
        var look = style
        if template.isOn { look.attributes.insert(.bold) }
        buffer.put(shown, at: .zero, style: look)
        return buffer
    }

    private static func text(_ template: ControlTemplate, title: String) -> String {
        var parts: [String] = []
        if let symbol = template.systemImage { parts.append(SymbolTable.glyph(for: symbol)) }
        if !title.isEmpty { parts.append(title) }
        if case let .toggle(isOn) = template.role { parts.append(isOn ? "━●" : "○─") }
        if let value = template.value, !value.isEmpty { parts.append(value) }
        return "[" + parts.joined(separator: " ") + "]"
    }

    /// `string`'s leading grapheme clusters that fit in `width` cells.
    private static func cut(_ string: String, to width: Int) -> String {
        var result = ""
        var used = 0
        for character in string {
            let cells = DisplayWidth.of(character)
            if used + cells > width { break }
            result.append(character)
            used += cells
        }
        return result
    }
}

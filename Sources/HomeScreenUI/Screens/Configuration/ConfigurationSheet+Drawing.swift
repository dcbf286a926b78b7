import CellGrid
import WidgetEngine

extension ConfigurationSheet {
    /// The least room a value gets beside its label; with less, labels go above the values.
    static let minimumValueWidth = 20

    /// The sheet's lines for a box `width` cells wide inside: each parameter with its value
    /// (the selected one reversed, a text field with its cursor), validation messages under
    /// their fields, then help for the selected field. Labels take the width they need (a
    /// title says what the value must be); when they leave a value too little room, each label
    /// stands on its own line above its value.
    func lines(width: Int) -> [SheetPainter.Line] {
        let longest = fields.map { DisplayWidth.of($0.parameter.title) }.max() ?? 0
        let stacked = longest + 4 + Self.minimumValueWidth > width
        let labelWidth = stacked ? max(4, width - 2) : longest
        let valueWidth = stacked ? max(4, width - 4) : max(4, width - labelWidth - 4)
        var lines: [SheetPainter.Line] = [SheetPainter.Line("")]
        for (index, field) in fields.enumerated() {
            let isSelected = index == selected
            let tone: SheetPainter.Tone = isSelected ? .selected : .normal
            // The selected text field shows the run of its text around the cursor.
            let window = isSelected && field.isText ? field.line.window(width: valueWidth) : nil
            let value = window?.text ?? TextFitting.prefix(field.display, width: valueWidth)
            let label = TextFitting.padded(TextFitting.prefix(field.parameter.title, width: labelWidth), to: labelWidth)
            let marker = isSelected ? "▸ " : "  "
            let indent = stacked ? 4 : 2 + labelWidth + 2
            let cursor = window.map { (indent + $0.cursor)..<(indent + $0.cursor + field.line.cursorWidth) }
            if stacked {
                lines.append(SheetPainter.Line(marker + label, tone, item: index))
                lines.append(SheetPainter.Line("    " + value, tone, cursor: cursor, item: index))
            } else {
                lines.append(SheetPainter.Line(marker + label + "  " + value, tone, cursor: cursor, item: index))
            }
            if let message = field.message {
                // Right under its field, wrapped so the whole reason shows.
                lines += TextFitting.wrap(message, width: max(1, width - 6)).enumerated().map { index, text in
                    SheetPainter.Line((index == 0 ? "    ⚠ " : "      ") + text, .warning)
                }
            }
        }
        lines.append(SheetPainter.Line(""))
        if fields.indices.contains(selected) {
            lines.append(SheetPainter.Line(hint(for: fields[selected]), .secondary))
        }
        lines.append(SheetPainter.Line("↑↓ parameter  ⏎ save  Esc cancel", .keys))
        if let message {
            lines += TextFitting.wrap(message, width: width, hangingIndent: 0).map { SheetPainter.Line($0, .warning) }
        }
        return lines
    }

    private func hint(for field: ConfigurationField) -> String {
        switch field.parameter.kind {
        case .string: return "Type text; ←→ Home End Alt-B/F move, ⌫ Ctrl-W/U/K delete."
        case let .integer(range):
            return "A whole number\(range.map { " from \($0.lowerBound) to \($0.upperBound)" } ?? ""): type digits, or ←→ step."
        case .number: return "A number: type it; ←→ Home End move, Backspace deletes."
        case .boolean: return "Space or ←→ turn it on or off."
        case .choice: return "←→ or Space choose."
        case .dynamicOptions: return "←→ or Space choose among the widget's choices."
        }
    }
}

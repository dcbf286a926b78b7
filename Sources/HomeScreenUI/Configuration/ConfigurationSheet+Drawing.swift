import CellGrid
import WidgetEngine

extension ConfigurationSheet {
    /// The sheet's lines for a box `width` cells wide inside: each parameter with its value
    /// (the selected one reversed, a text field with its cursor), validation messages under
    /// their fields, then help for the selected field.
    func lines(width: Int) -> [SheetPainter.Line] {
        let labelWidth = min(24, fields.map { DisplayWidth.of($0.parameter.title) }.max() ?? 0)
        let valueWidth = max(4, width - labelWidth - 4)
        var lines: [SheetPainter.Line] = [SheetPainter.Line("")]
        for (index, field) in fields.enumerated() {
            let isSelected = index == selected
            let value = isSelected && field.isText ? TextFitting.suffix(field.display, width: valueWidth - 1) + "_"
                : TextFitting.prefix(field.display, width: valueWidth)
            let label = TextFitting.padded(TextFitting.prefix(field.parameter.title, width: labelWidth), to: labelWidth)
            lines.append(SheetPainter.Line((isSelected ? "▸ " : "  ") + label + "  " + value, isSelected ? .selected : .normal))
            if let message = field.message {
                lines.append(SheetPainter.Line("    ⚠ " + message, .warning))
            }
        }
        lines.append(SheetPainter.Line(""))
        if fields.indices.contains(selected) {
            lines.append(SheetPainter.Line(hint(for: fields[selected]), .secondary))
        }
        lines.append(SheetPainter.Line("↑↓ parameter  ⏎ save  Esc cancel", .secondary))
        if let message {
            lines.append(SheetPainter.Line(message, .warning))
        }
        return lines
    }

    private func hint(for field: ConfigurationField) -> String {
        switch field.parameter.kind {
        case .string: return "Type text; Backspace deletes."
        case let .integer(range):
            return "A whole number\(range.map { " from \($0.lowerBound) to \($0.upperBound)" } ?? ""): type digits, or ←→ step."
        case .number: return "A number: type it; Backspace deletes."
        case .boolean: return "Space or ←→ turn it on or off."
        case .choice: return "←→ or Space choose."
        case .dynamicOptions: return "←→ or Space choose among the widget's choices."
        }
    }
}

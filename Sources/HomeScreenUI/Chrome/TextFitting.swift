import CellGrid

/// Fitting text into a number of cells, measured with ``DisplayWidth`` (wide characters take
/// two cells) and never splitting a grapheme cluster.
enum TextFitting {
    /// `text` cut to `width` cells, ending in "…" when cut (after the last character that is
    /// not a space).
    static func prefix(_ text: String, width: Int) -> String {
        guard width > 0 else { return "" }
        guard DisplayWidth.of(text) > width else { return text }
        var result = "", used = 0
        for character in text {
            let cells = DisplayWidth.of(character)
            if used + cells > width - 1 { break }
            result.append(character)
            used += cells
        }
        // "is not…", not "is not …".
        while result.last?.isWhitespace == true { result.removeLast() }
        return result + "…"
    }

    /// The end of `text` that fits in `width` cells, starting with "…" when cut (a text field
    /// shows where the typing is).
    static func suffix(_ text: String, width: Int) -> String {
        guard width > 0 else { return "" }
        guard DisplayWidth.of(text) > width else { return text }
        var kept: [Character] = [], used = 0
        for character in text.reversed() {
            let cells = DisplayWidth.of(character)
            if used + cells > width - 1 { break }
            kept.append(character)
            used += cells
        }
        return "…" + String(kept.reversed())
    }

    /// `text` wrapped at spaces into lines of at most `width` cells (a word longer than a line
    /// is cut between clusters).
    static func wrap(_ text: String, width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = [], line = "", used = 0
        for word in text.split(separator: " ", omittingEmptySubsequences: false).map(String.init) {
            let cells = DisplayWidth.of(word)
            if used > 0, used + 1 + cells <= width {
                line += " " + word
                used += 1 + cells
                continue
            }
            if used > 0 || !line.isEmpty { lines.append(line) }
            line = ""
            used = 0
            for character in word {
                let characterCells = DisplayWidth.of(character)
                if used + characterCells > width {
                    lines.append(line)
                    line = ""
                    used = 0
                }
                line.append(character)
                used += characterCells
            }
        }
        lines.append(line)
        return lines
    }

    /// `text` wrapped to `width` cells, lines after the first indented by `indent` spaces.
    static func wrap(_ text: String, width: Int, hangingIndent indent: Int) -> [String] {
        let lines = wrap(text, width: width)
        guard indent > 0, indent < width, let first = lines.first else { return lines }
        let rest = wrap(lines.dropFirst().joined(separator: " "), width: width - indent)
        return [first] + (lines.count > 1 ? rest.map { String(repeating: " ", count: indent) + $0 } : [])
    }

    /// `text` followed by spaces up to `width` cells.
    static func padded(_ text: String, to width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - DisplayWidth.of(text)))
    }
}

extension CellBuffer {
    /// The buffer as plain text: one line per row, every row exactly `size.width` cells wide
    /// (wide clusters count two cells; their continuation cells add nothing).
    ///
    /// This is the form of text snapshots and of `homescreen render --color never`.
    public var plainText: String {
        rows().joined(separator: "\n")
    }

    /// Each row as plain text.
    public func rows() -> [String] {
        (0..<size.height).map { y in
            var line = ""
            for x in 0..<size.width {
                line += cells[y * size.width + x].grapheme
            }
            return line
        }
    }

    /// The buffer as text with its styles: each row, then beneath it a row of style keys (one
    /// letter per cell, `.` for the plain style), then a legend naming each key's style.
    ///
    /// ```
    /// Hello  日本
    /// aaaaa..bbbb
    /// a: fg=ansi1 bold
    /// b: dim
    /// ```
    public var styledText: String {
        var keys: [CellStyle: Character] = [:]
        var legend: [(Character, CellStyle)] = []
        let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
        var lines: [String] = []
        let text = rows()
        for y in 0..<size.height {
            lines.append(text[y])
            var keyRow = ""
            for x in 0..<size.width {
                let cell = cells[y * size.width + x]
                if cell.style == .plain {
                    keyRow.append(".")
                    continue
                }
                if let key = keys[cell.style] {
                    keyRow.append(key)
                } else {
                    let key = legend.count < alphabet.count ? alphabet[legend.count] : "?"
                    keys[cell.style] = key
                    legend.append((key, cell.style))
                    keyRow.append(key)
                }
            }
            lines.append(keyRow)
        }
        for (key, style) in legend {
            lines.append("\(key): \(style)")
        }
        return lines.joined(separator: "\n")
    }
}

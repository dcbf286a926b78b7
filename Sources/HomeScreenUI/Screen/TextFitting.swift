import CellGrid

/// Fits text into a number of cells, measured with the one width function.
enum TextFitting {
    /// `text` when it fits in `width` cells, else as many whole clusters as fit followed by
    /// "…" (never a split cluster, never wider than `width`).
    static func truncate(_ text: String, to width: Int) -> String {
        guard width > 0 else { return "" }
        guard DisplayWidth.of(text) > width else { return text }
        var result = ""
        var used = 0
        for character in text {
            let cells = DisplayWidth.of(character)
            if used + cells > width - 1 { break }
            result.append(character)
            used += cells
        }
        return result + "…"
    }

    /// `text` truncated to `width` cells and padded with spaces to exactly `width`.
    static func pad(_ text: String, to width: Int) -> String {
        let fitted = truncate(text, to: width)
        return fitted + String(repeating: " ", count: max(0, width - DisplayWidth.of(fitted)))
    }
}

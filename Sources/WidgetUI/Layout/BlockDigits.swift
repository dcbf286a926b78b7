/// Numerals three rows tall, for large fonts (a clock's "9:41" in a small widget).
public enum BlockDigits {
    static let glyphs: [Character: [String]] = [
        "0": ["┏━┓", "┃ ┃", "┗━┛"], "1": [" ╻ ", " ┃ ", " ╹ "], "2": ["╺━┓", "┏━┛", "┗━╸"],
        "3": ["╺━┓", " ━┫", "╺━┛"], "4": ["╻ ╻", "┗━┫", "  ╹"], "5": ["┏━╸", "┗━┓", "╺━┛"],
        "6": ["┏━╸", "┣━┓", "┗━┛"], "7": ["╺━┓", "  ┃", "  ╹"], "8": ["┏━┓", "┣━┫", "┗━┛"],
        "9": ["┏━┓", "┗━┫", "╺━┛"], ":": ["▄", " ", "▀"], ".": [" ", " ", "▄"], "-": ["   ", "╺━╸", "   "],
        " ": [" ", " ", " "], "%": ["▪ ╱", " ╱ ", "╱ ▪"],
    ]

    /// The three rows for `text`, or nil when it is not short numerals (at most 8 characters,
    /// at least one digit, only digits and `: . - %` and spaces).
    public static func rows(for text: String) -> [String]? {
        guard !text.isEmpty, text.count <= 8, text.contains(where: \.isNumber) else { return nil }
        var rows = ["", "", ""]
        for (index, character) in text.enumerated() {
            guard let glyph = glyphs[character] else { return nil }
            for row in 0..<3 {
                rows[row] += (index > 0 ? " " : "") + glyph[row]
            }
        }
        return rows
    }
}

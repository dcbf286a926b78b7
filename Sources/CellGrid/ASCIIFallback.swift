import Foundation

/// Stand-ins in plain ASCII for what a terminal without UTF-8 cannot show.
///
/// A terminal whose locale is not UTF-8 (`LANG=C`, a Latin-1 console) would print the bytes of
/// box drawing, block digits and CJK as garbage. Every cell keeps its width: a one-cell cluster
/// becomes one ASCII character (`─` `-`, `│` `|`, corners `+`, blocks `#`, `●` `*`, `…` `.`,
/// accented letters without their accents), a two-cell cluster becomes two (`[]` for an emoji,
/// `??` for CJK), so layouts measured in cells stay exactly where they were.
public enum ASCIIFallback {
    /// `buffer` with every non-ASCII cell replaced by its stand-in, styles kept.
    public static func apply(to buffer: CellBuffer) -> CellBuffer {
        var result = buffer
        for y in 0..<buffer.size.height {
            var x = 0
            while x < buffer.size.width {
                guard let cell = buffer[x, y] else { break }
                if cell.isASCII && !cell.isContinuation {
                    x += 1
                    continue
                }
                if cell.isContinuation {
                    // A continuation whose cluster was cut away: a plain space.
                    result.set(Cell(" ", style: cell.style), x: x, y: y)
                    x += 1
                    continue
                }
                let wide = buffer[x + 1, y]?.isContinuation == true
                let stand = standIn(for: cell.grapheme, width: wide ? 2 : 1)
                for (offset, character) in stand.enumerated() {
                    let style = buffer[x + offset, y]?.style ?? cell.style
                    result.set(Cell(String(character), style: style), x: x + offset, y: y)
                }
                x += stand.count
            }
        }
        return result
    }

    /// The ASCII stand-in of `grapheme`: exactly `width` characters (1 or 2).
    public static func standIn(for grapheme: String, width: Int) -> String {
        guard let first = grapheme.unicodeScalars.first else { return String(repeating: " ", count: width) }
        if width >= 2 {
            return first.properties.isEmojiPresentation || first.properties.isEmoji ? "[]" : "??"
        }
        if first.isASCII { return String(Character(first)) }
        return String(narrowStandIn(for: first, grapheme: grapheme))
    }

    private static func narrowStandIn(for scalar: Unicode.Scalar, grapheme: String) -> Character {
        if let known = table[scalar] { return known }
        // Thin, narrow and no-break spaces (dates put U+202F before AM/PM).
        if scalar.properties.generalCategory == .spaceSeparator { return " " }
        switch scalar.value {
        case 0x2500...0x257F: return boxDrawing(scalar)
        case 0x2580...0x259F: return "#"
        case 0x2190...0x21FF: return "-"
        default: break
        }
        // Latin letters with marks: the letter alone (é → e, Å → A).
        if let base = grapheme.decomposedStringWithCanonicalMapping.unicodeScalars.first, base.isASCII,
            base.properties.isAlphabetic
        {
            return Character(base)
        }
        return "?"
    }

    /// Lines become `-` or `|`, everything that joins lines (corners, tees, crosses) `+`.
    private static func boxDrawing(_ scalar: Unicode.Scalar) -> Character {
        switch scalar.value {
        case 0x2500, 0x2501, 0x2504, 0x2505, 0x2508, 0x2509, 0x254C, 0x254D, 0x2550, 0x2574, 0x2576, 0x2578, 0x257A, 0x257C, 0x257E:
            return "-"
        case 0x2502, 0x2503, 0x2506, 0x2507, 0x250A, 0x250B, 0x254E, 0x254F, 0x2551, 0x2575, 0x2577, 0x2579, 0x257B, 0x257D, 0x257F:
            return "|"
        case 0x2571: return "/"
        case 0x2572: return "\\"
        case 0x2573: return "X"
        default: return "+"
        }
    }

    /// Glyphs with an obvious ASCII look-alike.
    private static let table: [Unicode.Scalar: Character] = [
        "…": ".", "·": ".", "•": "*", "●": "*", "○": "o", "◉": "@", "◎": "@", "◷": "o", "⟲": "~", "◌": "o",
        "■": "#", "□": "o", "▪": "#", "▫": ".", "▲": "^", "▼": "v", "◀": "<", "▶": ">",
        "★": "*", "☆": "*", "♛": "W", "♥": "<", "✓": "v", "✔": "v", "✗": "x", "✘": "x", "×": "x",
        "⚠": "!", "°": "o", "–": "-", "—": "-", "‘": "'", "’": "'", "“": "\"", "”": "\"",
        "←": "<", "→": ">", "↑": "^", "↓": "v", "⇄": "=", "↻": "@", "⏱": "@", "☀": "*", "☾": "C",
        "⏎": "<",
    ]
}

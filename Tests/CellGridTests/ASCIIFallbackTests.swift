import CellGrid
import Testing
import TestSupport

/// A terminal whose locale is not UTF-8 gets ASCII stand-ins that keep every cell's width.
struct ASCIIFallbackTests {
    @Test(arguments: [
        ("─", "-"), ("━", "-"), ("│", "|"), ("┃", "|"), ("╭", "+"), ("┓", "+"), ("┼", "+"), ("╱", "/"),
        ("█", "#"), ("▀", "#"), ("●", "*"), ("○", "o"), ("…", "."), ("é", "e"), ("Å", "A"), ("←", "<"),
        ("⇄", "="), ("∑", "?"), ("a", "a"), ("\u{202F}", " "), ("\u{00A0}", " "), ("⏎", "<"),
    ])
    func narrowGlyphsBecomeOneCharacter(_ glyph: String, _ expected: String) {
        #expect(ASCIIFallback.standIn(for: glyph, width: 1) == expected)
    }

    @Test(arguments: [("日", "??"), ("한", "??"), ("😀", "[]"), ("Ａ", "??")])
    func wideGlyphsBecomeTwoCharacters(_ glyph: String, _ expected: String) {
        #expect(ASCIIFallback.standIn(for: glyph, width: 2) == expected)
    }

    @Test func aBufferBecomesASCIIWithEveryRowTheSameWidthAndStylesKept() {
        var buffer = CellBuffer(size: CellSize(width: 12, height: 3))
        let bold = CellStyle(attributes: .bold)
        buffer.put("╭──────────╮", at: CellPoint(x: 0, y: 0), style: .plain)
        buffer.put("│日本 😀 é…│", at: CellPoint(x: 0, y: 1), style: bold)
        buffer.put("╰──────────╯", at: CellPoint(x: 0, y: 2), style: .plain)
        let ascii = ASCIIFallback.apply(to: buffer)
        #expect(
            ascii.plainText.split(separator: "\n").map(String.init) == [
                "+----------+",
                "|???? [] e.|",
                "+----------+",
            ])
        #expect(ascii.cells.allSatisfy { $0.grapheme.utf8.count == 1 && $0.grapheme.utf8.allSatisfy { $0 < 0x80 } })
        #expect(ascii[3, 1]?.style == bold)
    }

    @Test func aWideClusterCutToItsContinuationBecomesASpace() {
        var buffer = CellBuffer(size: CellSize(width: 3, height: 1))
        buffer.set(.continuation(.plain), x: 0, y: 0)
        buffer.set(Cell("x"), x: 1, y: 0)
        #expect(ASCIIFallback.apply(to: buffer).plainText == " x ")
    }
}

import CellGrid
import Testing
import TestSupport

struct CellBufferTests {
    @Test func textIsWrittenAndMeasuredInCells() {
        var buffer = CellBuffer(size: CellSize(width: 8, height: 1))
        let end = buffer.put("a日b", at: .zero, style: .plain)
        #expect(end == 4)
        #expect(buffer.plainText == "a日b    ")
        #expect(buffer[1, 0]?.grapheme == "日")
        #expect(buffer[2, 0]?.isContinuation == true)
    }

    @Test func wideGlyphAtTheClipEdgeBecomesASpace() {
        var buffer = CellBuffer(size: CellSize(width: 6, height: 1), fill: Cell("."))
        buffer.put("ab日", at: .zero, style: .plain, clip: CellRect(x: 0, y: 0, width: 3, height: 1))
        #expect(buffer.plainText == "ab ...")
    }

    @Test func wideGlyphCutAtTheLeftClipEdgeBecomesASpace() {
        var buffer = CellBuffer(size: CellSize(width: 6, height: 1), fill: Cell("."))
        buffer.put("日本x", at: CellPoint(x: 0, y: 0), style: .plain, clip: CellRect(x: 1, y: 0, width: 5, height: 1))
        #expect(buffer.plainText == ". 本x.")
    }

    @Test func wideGlyphAtTheBufferEdgeBecomesASpace() {
        var buffer = CellBuffer(size: CellSize(width: 3, height: 1))
        buffer.put("ab日", at: .zero, style: .plain)
        #expect(buffer.plainText == "ab ")
    }

    @Test func overwritingHalfAWideGlyphBlanksTheOtherHalf() {
        var buffer = CellBuffer(size: CellSize(width: 4, height: 1))
        buffer.put("日本", at: .zero, style: .plain)
        buffer.put("x", at: CellPoint(x: 1, y: 0), style: .plain)
        #expect(buffer.plainText == " x本")
        buffer.put("y", at: CellPoint(x: 2, y: 0), style: .plain)
        #expect(buffer.plainText == " xy ")
    }

    @Test func keepsBackgroundUnderText() {
        var buffer = CellBuffer(size: CellSize(width: 3, height: 1), fill: .blank(CellStyle(background: .blue)))
        buffer.put("hi", at: .zero, style: CellStyle(foreground: .red), keepsBackground: true)
        #expect(buffer[0, 0]?.style == CellStyle(foreground: .red, background: .blue))
    }

    @Test func drawingABufferCutsWideGlyphsAtItsEdges() {
        var screen = CellBuffer(size: CellSize(width: 6, height: 1))
        screen.put("日本語", at: .zero, style: .plain)
        var tile = CellBuffer(size: CellSize(width: 2, height: 1), fill: Cell("#"))
        tile.put("ab", at: .zero, style: .plain)
        screen.draw(tile, at: CellPoint(x: 1, y: 0))
        #expect(screen.plainText == " ab 語")
    }

    @Test func drawingAWideGlyphPastTheRightEdgeBlanksIt() {
        var screen = CellBuffer(size: CellSize(width: 3, height: 1), fill: Cell("."))
        var tile = CellBuffer(size: CellSize(width: 4, height: 1))
        tile.put("ab日", at: .zero, style: .plain)
        screen.draw(tile, at: CellPoint(x: 0, y: 0))
        #expect(screen.plainText == "ab ")
    }

    @Test func styledTextNamesEachStyle() {
        var buffer = CellBuffer(size: CellSize(width: 6, height: 1))
        buffer.put("ab", at: .zero, style: CellStyle(foreground: .red, attributes: .bold))
        buffer.put("日", at: CellPoint(x: 3, y: 0), style: CellStyle(attributes: .dim))
        #expect(buffer.styledText == "ab 日 \naa.bb.\na: fg=ansi1 bold\nb: dim")
    }
}

extension CellBufferTests {
    /// Every wide glyph is followed by exactly its continuation cells, and no continuation
    /// cell stands alone, whatever was written or drawn where.
    @Test func randomWritesAndDrawsKeepRowsWellFormed() {
        var generator = SeededGenerator(seed: 2026)
        for _ in 0..<300 {
            var buffer = BufferDiffTests.randomBuffer(CellSize(width: 9, height: 2), using: &generator)
            let tile = BufferDiffTests.randomBuffer(CellSize(width: Int.random(in: 1...5, using: &generator), height: 1), using: &generator)
            buffer.draw(tile, at: CellPoint(x: Int.random(in: -3...9, using: &generator), y: Int.random(in: 0...1, using: &generator)))
            buffer.fill(
                CellRect(x: Int.random(in: -1...8, using: &generator), y: 0, width: Int.random(in: 0...3, using: &generator), height: 1),
                with: Cell("#"))
            for y in 0..<buffer.size.height {
                var x = 0
                while x < buffer.size.width {
                    let cell = buffer[x, y] ?? .blank()
                    #expect(!cell.isContinuation, "stray continuation at \(x),\(y) in \(buffer.rows())")
                    let width = max(1, DisplayWidth.of(cell.grapheme))
                    for offset in 1..<width {
                        #expect(buffer[x + offset, y]?.isContinuation == true, "missing continuation at \(x + offset),\(y)")
                    }
                    x += width
                }
            }
        }
    }

    /// Rectangles over a row of styled wide and narrow glyphs: inside, across either edge of a
    /// wide glyph, past the buffer, empty.
    static let backgroundFills: [CellRect] = [
        CellRect(x: 0, y: 0, width: 8, height: 2), CellRect(x: 1, y: 0, width: 3, height: 1),
        CellRect(x: 2, y: 1, width: 4, height: 1), CellRect(x: -2, y: -1, width: 5, height: 5),
        CellRect(x: 5, y: 0, width: 9, height: 2), CellRect(x: 3, y: 0, width: 0, height: 2),
    ]

    @Test(arguments: backgroundFills)
    func fillingABackgroundIsRestylingThenBlanking(_ rect: CellRect) {
        var buffer = CellBuffer(size: CellSize(width: 8, height: 2), fill: Cell(".", style: CellStyle(background: .blue)))
        buffer.put("a日本b語", at: .zero, style: CellStyle(foreground: .red, attributes: .bold))
        buffer.put("x漢字", at: CellPoint(x: 1, y: 1), style: CellStyle(foreground: .green))
        var expected = buffer
        expected.restyle(rect) { $0.background = .yellow }
        expected.fill(rect, keepingStyleWith: " ")
        buffer.fill(rect, background: .yellow)
        #expect(buffer == expected)
    }

    @Test func fillingABackgroundKeepsForegroundsAndMendsCutGlyphs() {
        var buffer = CellBuffer(size: CellSize(width: 6, height: 1))
        buffer.put("日本x", at: .zero, style: CellStyle(foreground: .red))
        buffer.fill(CellRect(x: 1, y: 0, width: 2, height: 1), background: .blue)
        #expect(buffer.plainText == "    x ")
        #expect(buffer[1, 0]?.style == CellStyle(foreground: .red, background: .blue))
        #expect(buffer[0, 0]?.style == CellStyle(foreground: .red))
        #expect(buffer[3, 0]?.style == CellStyle(foreground: .red))
    }
}

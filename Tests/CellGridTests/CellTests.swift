import CellGrid
import Testing

/// A cell keeps its cluster as plain bits: short clusters inline, long ones interned.
struct CellTests {
    /// Clusters of 0 to 25 UTF-8 bytes: empty, ASCII, CJK, a combining sequence, exactly 15
    /// bytes (the inline limit), 16 bytes, and a ZWJ family (interned).
    static let clusters = [
        "", " ", "a", "日", "e\u{301}", "a\u{301}\u{302}\u{303}\u{304}\u{305}\u{306}\u{307}",
        "a\u{301}\u{302}\u{303}\u{304}\u{305}\u{306}\u{307}\u{308}", "👨‍👩‍👧‍👦",
    ]

    @Test(arguments: clusters)
    func keepsItsClusterByteForByte(_ cluster: String) {
        let cell = Cell(cluster, style: CellStyle(foreground: .red))
        #expect(Array(cell.grapheme.utf8) == Array(cluster.utf8))
        #expect(cell.isContinuation == cluster.isEmpty)
        #expect(cell.style == CellStyle(foreground: .red))
    }

    @Test(arguments: clusters)
    func equalClustersMakeEqualCellsAndHashes(_ cluster: String) {
        // A string built apart from the literal (a long one is interned: the same index).
        let rebuilt = String(decoding: Array(cluster.utf8), as: UTF8.self)
        #expect(Cell(cluster) == Cell(rebuilt))
        #expect(Cell(cluster).hashValue == Cell(rebuilt).hashValue)
        #expect(Cell(cluster) != Cell(cluster + "x"))
        #expect(Cell(cluster) != Cell(cluster, style: CellStyle(attributes: .bold)))
    }

    /// "é" precomposed and decomposed are equal `String`s but different bytes on screen: each
    /// cell keeps its own bytes, and the two cells differ.
    @Test func comparesBytesNotCanonicalEquivalence() {
        #expect(Array(Cell("\u{E9}").grapheme.utf8) == [0xC3, 0xA9])
        #expect(Array(Cell("e\u{301}").grapheme.utf8) == [0x65, 0xCC, 0x81])
        #expect(Cell("\u{E9}") != Cell("e\u{301}"))
    }

    @Test func settingTheGraphemeReplacesIt() {
        var cell = Cell("a", style: CellStyle(background: .blue))
        cell.grapheme = "👨‍👩‍👧‍👦"
        #expect(cell.grapheme == "👨‍👩‍👧‍👦")
        cell.grapheme = ""
        #expect(cell.isContinuation)
        #expect(cell == .continuation(CellStyle(background: .blue)))
        cell.grapheme = " "
        #expect(cell == .blank(CellStyle(background: .blue)))
    }

    @Test func isAPlainValue() {
        #expect(_isPOD(Cell.self))
        #expect(_isPOD(CellStyle.self))
        #expect(_isPOD(TerminalColor.self))
    }
}

import CellGrid
import CUnicodeWidth
import Testing

/// Widths agree with what ncurses does on screen (glibc wcwidth summed over a cluster), and
/// clusters whose width differs between ncurses and grapheme-aware terminals are rewritten.
struct DisplayWidthTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let label: String
        let text: Character
        let width: Int
        let drawnAs: String
        var testDescription: String { label }
    }

    static let cases: [Case] = [
        Case(label: "ASCII letter", text: "a", width: 1, drawnAs: "a"),
        Case(label: "ASCII space", text: " ", width: 1, drawnAs: " "),
        Case(label: "CJK ideograph", text: "日", width: 2, drawnAs: "日"),
        Case(label: "Hiragana", text: "の", width: 2, drawnAs: "の"),
        Case(label: "Hangul syllable", text: "한", width: 2, drawnAs: "한"),
        Case(label: "Hangul jamo L+V+T cluster", text: "\u{1100}\u{1161}\u{11A8}", width: 2, drawnAs: "\u{1100}\u{1161}\u{11A8}"),
        Case(label: "fullwidth Latin", text: "Ａ", width: 2, drawnAs: "Ａ"),
        Case(label: "combining acute", text: "e\u{301}", width: 1, drawnAs: "e\u{301}"),
        Case(label: "two combining marks", text: "a\u{301}\u{323}", width: 1, drawnAs: "a\u{301}\u{323}"),
        Case(label: "emoji presentation", text: "😀", width: 2, drawnAs: "😀"),
        Case(label: "text-default symbol", text: "☀", width: 1, drawnAs: "☀"),
        Case(label: "VS16 emoji rewritten to its base", text: "☀️", width: 1, drawnAs: "☀"),
        Case(label: "VS16 heart rewritten", text: "❤️", width: 1, drawnAs: "❤"),
        Case(label: "skin tone rewritten to base", text: "👍🏽", width: 2, drawnAs: "👍"),
        Case(label: "ZWJ family rewritten to first person", text: "👨‍👩‍👧", width: 2, drawnAs: "👨"),
        Case(label: "ZWJ profession rewritten", text: "👩‍💻", width: 2, drawnAs: "👩"),
        Case(label: "flag (two regional indicators)", text: "🇯🇵", width: 2, drawnAs: "🇯🇵"),
        Case(label: "keycap rewritten to its digit", text: "1️⃣", width: 1, drawnAs: "1"),
        Case(label: "control character", text: "\u{7}", width: 1, drawnAs: "\u{FFFD}"),
        Case(label: "zero-width space", text: "\u{200B}", width: 0, drawnAs: "\u{200B}"),
        // A joiner after a letter joins nothing (Unicode joins only emoji), but tmux draws the
        // next character into the same cell: it is not drawn.
        Case(label: "ZWJ after a letter dropped", text: "a\u{200D}", width: 1, drawnAs: "a"),
        Case(label: "ZWJ after an accented letter dropped", text: "e\u{301}\u{200D}", width: 1, drawnAs: "e\u{301}"),
        Case(label: "ellipsis", text: "…", width: 1, drawnAs: "…"),
        Case(label: "box drawing", text: "╭", width: 1, drawnAs: "╭"),
    ]

    @Test(arguments: cases)
    func widthAndStableForm(_ test: Case) {
        let grapheme = TerminalGrapheme(test.text)
        #expect(grapheme.width == test.width)
        #expect(grapheme.text == test.drawnAs)
        // The stable form measures the same: drawing it again changes nothing.
        #expect(DisplayWidth.of(grapheme.text) == test.width)
    }

    /// A code point newer than the C library's tables (U+1FAE8, Unicode 15, unknown to glibc
    /// 2.36) is drawn as U+FFFD in one cell; one the library knows keeps its own width. Which
    /// of the two a machine sees depends on its glibc, so the rule is asserted, not a version.
    @Test(arguments: [0x1FAE8, 0x1F600, 0x65E5, 0x61] as [UInt32])
    func aCodePointTakesTheCLibrarysWidthOrIsReplacedWhenUnknown(_ value: UInt32) throws {
        let scalar = try #require(Unicode.Scalar(value))
        let grapheme = TerminalGrapheme(Character(scalar))
        let libraryWidth = Int(hs_wcwidth(value))
        if libraryWidth < 0 {
            #expect(grapheme.width == 1)
            #expect(grapheme.text == TerminalGrapheme.replacement)
        } else {
            #expect(grapheme.width == libraryWidth)
            #expect(grapheme.text == String(scalar))
        }
    }

    /// The tables filled in one call (the Basic Multilingual Plane, the emoji blocks) hold
    /// exactly what glibc answers for each code point asked one at a time.
    @Test func theTablesFilledAtOnceAgreeWithTheCLibraryAskedOneByOne() {
        var disagreements: [String] = []
        for value in Array(0..<0x10000) + Array(0x1F000..<0x1FB00) {
            guard let scalar = Unicode.Scalar(UInt32(value)) else { continue }
            let library = Int(hs_wcwidth(UInt32(value)))
            guard library != -2 else { return } // no UTF-8 locale: the fallback table answers both
            if TerminalGrapheme.scalarWidth(scalar) != library {
                disagreements.append(
                    "U+\(String(value, radix: 16, uppercase: true)): \(TerminalGrapheme.scalarWidth(scalar)) != \(library)")
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(10))")
    }

    /// Whatever this machine's tables, a code point no Unicode version assigns (U+E0080, in
    /// the tags block's unassigned range) is unknown and replaced.
    @Test func anUnassignedCodePointIsReplaced() throws {
        let grapheme = TerminalGrapheme(Character(try #require(Unicode.Scalar(0xE0080))))
        #expect(grapheme.width == 1)
        #expect(grapheme.text == TerminalGrapheme.replacement)
    }

    @Test(arguments: [
        ("hello", 5), ("日本語", 6), ("한국어", 6), ("a日b", 4), ("👍🏽 ok", 5), ("", 0), ("e\u{301}te\u{301}", 3), ("Ca\u{200D}fe", 4),
    ])
    func stringWidth(_ text: String, _ width: Int) {
        #expect(DisplayWidth.of(text) == width)
    }

    @Test func manyCombiningMarksKeepAtMostFiveCodePoints() {
        let zalgo: Character = "a\u{300}\u{301}\u{302}\u{303}\u{304}\u{305}\u{306}"
        let grapheme = TerminalGrapheme(zalgo)
        #expect(grapheme.width == 1)
        #expect(grapheme.text.unicodeScalars.count == 5)
    }

    @Test func stableFormOfStringRewritesEveryCluster() {
        #expect(DisplayWidth.stableForm(of: "ok 👍🏽 ☀️") == "ok 👍 ☀")
    }
}

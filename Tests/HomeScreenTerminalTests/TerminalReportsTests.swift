import CellGrid
import Testing

@testable import Terminal

/// The terminal's reports taken out of the characters curses hands over: the background
/// color's answer (OSC 11, ended by BEL or ST, split across reads while awaited), focus-in,
/// and every other character left in order as a key.
struct TerminalReportsTests {
    static func values(_ text: String) -> [UInt32] { text.unicodeScalars.map(\.value) }

    /// Every piece `reads` give, one read after another (each ends with a flush).
    static func pieces(awaiting: Bool = true, _ reads: String...) -> [TerminalReports.Piece] {
        var reports = TerminalReports()
        reports.awaitingBackground = awaiting
        return reads.flatMap { read in values(read).flatMap { reports.take($0) } + reports.flush() }
    }

    static func characters(_ text: String) -> [TerminalReports.Piece] { values(text).map(TerminalReports.Piece.character) }

    @Test func theAnswerEndedByBELOrSTIsAColorAndTheKeysAroundItStay() {
        #expect(
            Self.pieces("a\u{1B}]11;rgb:ffff/ffff/ffff\u{7}b") == [.character(97), .background(.rgb(255, 255, 255)), .character(98)])
        #expect(Self.pieces("\u{1B}]11;rgb:1c1c/1c1c/1e1e\u{1B}\\q") == [.background(.rgb(28, 28, 30))] + Self.characters("q"))
        // One to four hex digits a channel, scaled.
        #expect(Self.pieces("\u{1B}]11;rgb:f/80/000\u{7}") == [.background(.rgb(255, 128, 0))])
        #expect(Self.pieces("\u{1B}]11;rgba:0000/ffff/0000/ffff\u{7}") == [.background(.rgb(0, 255, 0))])
    }

    @Test func anAnswerAcrossReadsIsKeptWhileAwaitedAndGivenBackAsKeysOtherwise() {
        #expect(Self.pieces("\u{1B}]11;rgb:0000/00", "00/0000\u{1B}\\") == [.background(.rgb(0, 0, 0))])
        let cut = "\u{1B}]11;rgb:00"
        #expect(Self.pieces(awaiting: false, cut) == Self.characters(cut))
    }

    @Test func focusInIsAReportFocusOutIsDroppedOtherSequencesStayKeys() {
        #expect(Self.pieces("x\u{1B}[Iy") == [.character(120), .focusIn, .character(121)])
        #expect(Self.pieces("\u{1B}[O") == [])
        // Alt-], Alt-[ then a key, an arrow's sequence, a lone Escape: keys, in order.
        for keys in ["\u{1B}]", "\u{1B}]x", "\u{1B}[A", "\u{1B}", "\u{1B}\u{1B}[I", "\u{1B}]12;x\u{7}"] {
            let expected = keys == "\u{1B}\u{1B}[I" ? Self.characters("\u{1B}") + [.focusIn] : Self.characters(keys)
            #expect(Self.pieces(awaiting: false, keys) == expected, "\(keys.debugDescription)")
        }
    }

    @Test func aMalformedOrOverlongAnswerIsGivenBackAsKeys() {
        let malformed = "\u{1B}]11;rgb:zz/00/00\u{7}"
        #expect(Self.pieces(malformed) == Self.characters(malformed))
        let overlong = "\u{1B}]11;" + String(repeating: "0", count: 80)
        #expect(Self.pieces(awaiting: false, overlong) == Self.characters(overlong))
    }

    @Test func theAnswerEndsTheWait() {
        var reports = TerminalReports()
        reports.awaitingBackground = true
        _ = Self.values("\u{1B}]11;rgb:ffff/ffff/ffff\u{7}").flatMap { reports.take($0) }
        #expect(!reports.awaitingBackground)
    }
}

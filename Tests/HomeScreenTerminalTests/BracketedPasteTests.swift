import Testing

@testable import Terminal

/// Pasted text found in the characters curses hands over one by one: the brackets taken off,
/// the keys around it left as keys, a paste across reads kept whole.
struct BracketedPasteTests {
    static func values(_ text: String) -> [UInt32] { text.unicodeScalars.map(\.value) }
    static let start = "\u{1B}[200~"
    static let end = "\u{1B}[201~"

    /// Every piece `reads` complete, one read after another (each ends with a flush).
    static func pieces(_ reads: String...) -> [BracketedPaste.Piece] {
        var paste = BracketedPaste()
        return reads.flatMap { read in values(read).flatMap { paste.take($0) } + paste.flush() }
    }

    @Test func aPasteBetweenKeysIsOnePieceOfText() {
        #expect(
            Self.pieces("a" + Self.start + "quit\rnow" + Self.end + "b")
                == [.character(97), .paste("quit\nnow"), .character(98)])
    }

    @Test func aPasteAcrossReadsWaitsForItsEnd() {
        #expect(Self.pieces(Self.start + "tro", "phies" + Self.end) == [.paste("trophies")])
    }

    @Test func aLoneEscapeAndSequencesThatAreNoPasteStayKeys() {
        #expect(Self.pieces("\u{1B}") == [.character(27)])
        #expect(Self.pieces("\u{1B}[2x") == Self.values("\u{1B}[2x").map(BracketedPaste.Piece.character))
        // An escape inside a paste that does not end it is text (left out: a control character).
        #expect(Self.pieces(Self.start + "a\u{1B}[2b" + Self.end) == [.paste("a[2b")])
    }

    @Test func lineBreaksAndTabsAreKeptOtherControlsDropped() {
        #expect(Self.pieces(Self.start + "a\r\nb\nc\td\u{7}e" + Self.end) == [.paste("a\nb\nc\td" + "e")])
    }
}

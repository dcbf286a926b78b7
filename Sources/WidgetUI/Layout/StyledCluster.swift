/// One grapheme cluster of text ready for layout: its stable form, width and run.
struct StyledCluster: Equatable {
    /// The cluster as drawn.
    var text: String
    /// Cells it takes.
    var width: Int
    /// The index of the run it belongs to (for its style).
    var run: Int
    /// A space: lines break after it, and it is dropped at a line's end.
    var isSpace: Bool
    /// A line may break after it (a space or a hyphen).
    var breaksAfter: Bool

    init(text: String, width: Int, run: Int) {
        self.text = text
        self.width = width
        self.run = run
        let isSingleByte = text.utf8.count == 1
        self.isSpace = isSingleByte && text.utf8.first == 0x20
        self.breaksAfter = isSpace || (isSingleByte && text.utf8.first == 0x2D)
    }

    /// A line may break before and after a wide cluster (CJK text has no spaces).
    var isWide: Bool { width >= 2 }

    /// Calls `body` with each cluster of `text`, tabs as spaces and newlines as nil (forced
    /// breaks).
    static func forEachCluster(of text: String, run: Int, _ body: (StyledCluster?) -> Void) {
        // Fast path: printable ASCII is one cell per byte and never rewritten.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
            for byte in text.utf8 {
                body(StyledCluster(text: String(UnicodeScalar(byte)), width: 1, run: run))
            }
            return
        }
        // Fast path: text whose every code point stands alone as a cluster (CJK, kana, Hangul
        // syllables, Latin, Greek, Cyrillic, punctuation, box drawing) skips segmentation.
        if text.unicodeScalars.allSatisfy(TerminalGrapheme.standsAlone) {
            for scalar in text.unicodeScalars {
                let width = TerminalGrapheme.scalarWidth(scalar)
                body(width < 0 ? StyledCluster(text: TerminalGrapheme.replacement, width: 1, run: run)
                               : StyledCluster(text: String(Character(scalar)), width: width, run: run))
            }
            return
        }
        for character in text {
            if character == "\n" || character == "\r\n" || character == "\r" {
                body(nil)
                continue
            }
            if character == "\t" {
                body(StyledCluster(text: " ", width: 1, run: run))
                continue
            }
            let grapheme = TerminalGrapheme(character)
            if grapheme.width == 0 { continue }
            body(StyledCluster(text: grapheme.text, width: grapheme.width, run: run))
        }
    }
}

extension Array {
    /// The element at `index`, or nil outside the array.
    subscript(safe index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}

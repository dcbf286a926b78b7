/// Finds pasted text in what curses reads. A terminal in bracketed paste mode (which
/// ``CursesTerminal`` turns on) wraps a paste in `ESC [ 200 ~` and `ESC [ 201 ~`; curses knows
/// neither sequence, so it hands over their characters one by one, and without this a paste
/// would arrive as keys: a `q` in it would quit, an `e` open edit mode.
///
/// Each character read goes through ``take(_:)``, which answers what it completes: keys (the
/// characters of a sequence begun that turned out to be no paste's start, given back in
/// order) or a paste's text. A paste may span several reads; ``flush()`` at the end of a read
/// gives back a sequence begun but not finished, which was no paste (a lone Escape).
struct BracketedPaste {
    /// What ``take(_:)`` and ``flush()`` complete.
    enum Piece: Equatable {
        /// A character to decode as a key, as read (`wget_wch`'s value for `OK`).
        case character(UInt32)
        /// The text of a paste, line breaks as `\n`.
        case paste(String)
    }

    /// `ESC [ 2 0 0 ~`: a paste begins.
    static let start: [UInt32] = [27, 91, 50, 48, 48, 126]
    /// `ESC [ 2 0 1 ~`: the paste ends.
    static let end: [UInt32] = [27, 91, 50, 48, 49, 126]
    /// Turns bracketed paste on (sent when the screen is taken).
    static let enable = Array("\u{1B}[?2004h".utf8)
    /// Turns it off again (sent when the screen is given back).
    static let disable = Array("\u{1B}[?2004l".utf8)

    /// The characters matched so far of ``start`` (outside a paste) or ``end`` (inside one).
    private var matched: [UInt32] = []
    /// The paste's characters so far; nil outside a paste.
    private var text: [UInt32]?

    /// True while a paste has begun and not ended.
    var isPasting: Bool { text != nil }

    /// Takes one character read; answers what it completes.
    mutating func take(_ value: UInt32) -> [Piece] {
        let marker = text == nil ? Self.start : Self.end
        if value == marker[matched.count] {
            matched.append(value)
            guard matched.count == marker.count else { return [] }
            matched = []
            if let pasted = text {
                text = nil
                return [.paste(Self.string(pasted))]
            }
            text = []
            return []
        }
        // Not the marker after all: what was held back is keys (or pasted text), then this.
        let held = matched
        matched = []
        if text != nil {
            text?.append(contentsOf: held)
            return value == marker[0] ? take(value) : appendPasted(value)
        }
        let keys = held.map(Piece.character)
        return value == marker[0] ? keys + take(value) : keys + [.character(value)]
    }

    /// At the end of a read: a start begun and not finished was no paste; its characters are
    /// keys. Inside a paste, nothing (the rest of it comes with the next reads).
    mutating func flush() -> [Piece] {
        guard text == nil else { return [] }
        defer { matched = [] }
        return matched.map(Piece.character)
    }

    private mutating func appendPasted(_ value: UInt32) -> [Piece] {
        text?.append(value)
        return []
    }

    /// Pasted characters as text: a carriage return (what a terminal sends for a line break
    /// in a paste), a line feed or the two together are a line break, a tab stays; other
    /// control characters are left out.
    private static func string(_ values: [UInt32]) -> String {
        var result = ""
        var previous: UInt32 = 0
        for value in values {
            defer { previous = value }
            switch value {
            case 13: result.append("\n")
            case 10 where previous == 13: continue
            case 10: result.append("\n")
            case 9: result.append("\t")
            case 0..<32, 127, 0x80...0x9F: continue
            default: if let scalar = Unicode.Scalar(value) { result.unicodeScalars.append(scalar) }
            }
        }
        return result
    }
}

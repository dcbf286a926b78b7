import CellGrid
import Terminal

/// Key hints as the screens draw them (`⏎ open  r reload  [ ] page  Esc close`), read back
/// into the keys they name, so that a click on a hint does what its key does.
///
/// A hint line is made of segments two spaces (or a `·`) apart. A segment starts with one or
/// more keys and ends with what they do. A key is a glyph (`⏎` Enter, `⌫` Backspace, `←↑↓→`
/// arrows, each arrow its own key, `⇧` with arrows for Shift), a word (`Enter`, `Esc`, `Tab`,
/// `Space`, `PgUp`, `PgDn`) or a single printable character (`r`, `?`, `[`). Keys joined by
/// `or` are one key's spellings (`y or Enter: run`). A click on a key runs that key; a click on
/// the words after them runs the segment's key when it names one only (or only spellings of
/// one). Segments that do not start with a key (`EDIT`, `type to search`) are not clickable.
enum KeyHints {
    /// A key's place in a hint line: the cells it takes, counted from the line's start.
    struct Spot: Equatable {
        var columns: Range<Int>
        var key: Key
    }

    /// The clickable places of `line`.
    static func spots(in line: String) -> [Spot] {
        segments(of: line).flatMap(spots(of:))
    }

    /// A word of a line and the cells it takes.
    private struct Word {
        var text: String
        var columns: Range<Int>
    }

    /// The words of `line`, grouped into segments.
    private static func segments(of line: String) -> [[Word]] {
        var segments: [[Word]] = []
        var current: [Word] = []
        var word = ""
        var start = 0
        var column = 0
        var spaces = 0
        func endWord() {
            guard !word.isEmpty else { return }
            if word == "·" {
                if !current.isEmpty { segments.append(current) }
                current = []
            } else {
                current.append(Word(text: word, columns: start..<column))
            }
            word = ""
        }
        for character in line {
            if character == " " {
                endWord()
                spaces += 1
                if spaces == 2, !current.isEmpty {
                    segments.append(current)
                    current = []
                }
            } else {
                if word.isEmpty { start = column }
                word.append(character)
                spaces = 0
            }
            column += DisplayWidth.of(String(character))
        }
        endWord()
        if !current.isEmpty { segments.append(current) }
        return segments
    }

    /// The spots of one segment: its leading keys, and its words when they name one key.
    private static func spots(of segment: [Word]) -> [Spot] {
        var spots: [Spot] = []
        var alternatives = true
        var index = 0
        while index < segment.count {
            let word = segment[index]
            if word.text == "or", !spots.isEmpty {
                index += 1
                continue
            }
            guard let keys = keys(of: word) else { break }
            if !spots.isEmpty, index > 0, segment[index - 1].text != "or" { alternatives = false }
            if keys.count > 1 { alternatives = false }
            spots += keys
            index += 1
        }
        guard !spots.isEmpty, index < segment.count, let first = spots.first else { return [] }
        if alternatives || Set(spots.map(\.key)).count == 1, let last = segment.last {
            spots.append(Spot(columns: segment[index].columns.lowerBound..<last.columns.upperBound, key: first.key))
        }
        return spots
    }

    /// The keys a word names, each with its cells (an arrow run is one key an arrow); nil
    /// when it names none.
    private static func keys(of word: Word) -> [Spot]? {
        var text = word.text
        if text.count > 1, text.hasSuffix(":") { text.removeLast() }
        let named: [String: Key] = [
            "⏎": .enter, "Enter": .enter, "Return": .enter, "Esc": .escape, "⌫": .backspace, "Backspace": .backspace,
            "Tab": .tab, "⇧Tab": .backTab, "Space": .character(" "), "PgUp": .pageUp, "PgDn": .pageDown, "Home": .home, "End": .end,
        ]
        if let key = named[text] { return [Spot(columns: word.columns, key: key)] }
        let shifted = text.hasPrefix("⇧")
        let arrows = shifted ? String(text.dropFirst()) : text
        if !arrows.isEmpty, arrows.allSatisfy({ "←↑↓→".contains($0) }) {
            var column = word.columns.lowerBound + (shifted ? 1 : 0)
            return arrows.map { arrow in
                defer { column += 1 }
                let key =
                    arrow == "←"
                    ? (shifted ? Key.shiftLeft : .left)
                    : arrow == "→"
                        ? (shifted ? .shiftRight : .right)
                        : arrow == "↑" ? (shifted ? .shiftUp : .up) : (shifted ? .shiftDown : .down)
                // The Shift glyph belongs to the first arrow.
                let start = shifted && column == word.columns.lowerBound + 1 ? word.columns.lowerBound : column
                return Spot(columns: start..<(column + 1), key: key)
            }
        }
        guard text.count == 1, let character = text.first, DisplayWidth.of(text) == 1, !character.isWhitespace else { return nil }
        return [Spot(columns: word.columns, key: .character(character))]
    }
}

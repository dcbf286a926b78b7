import CellGrid
import Terminal

/// One line of text being typed, with its cursor, edited with the keys people's fingers know
/// from readline (and so from bash, Python's prompt, psql): ← → (Ctrl-B, Ctrl-F) move a
/// character, Alt-B and Alt-F a word, Home and End (Ctrl-A, Ctrl-E) to either end; Backspace
/// and Delete (Ctrl-D) delete a character, Ctrl-W the word before the cursor, Ctrl-U everything
/// before it and Ctrl-K everything after it. Characters are grapheme clusters: the cursor never
/// splits one.
struct TextLine: Equatable {
    /// The text, a grapheme cluster a character.
    private(set) var characters: [Character]
    /// Where the next character typed goes: 0 before the first, `characters.count` at the end.
    private(set) var cursor: Int

    /// `text` with the cursor at its end.
    init(_ text: String) {
        characters = Array(text)
        cursor = characters.count
    }

    var text: String { String(characters) }

    /// The cells the cursor covers: the character under it, or one cell at the end.
    var cursorWidth: Int {
        cursor < characters.count ? DisplayWidth.of(String(characters[cursor])) : 1
    }

    /// Puts `text` at the cursor, which moves past it.
    mutating func insert(_ text: String) {
        let inserted = Array(text)
        characters.insert(contentsOf: inserted, at: cursor)
        cursor += inserted.count
    }

    /// Applies an editing key; false when `key` is not one (a key for the sheet).
    /// `movesByCharacter` false leaves ← → to the caller (an integer field steps with them).
    mutating func handle(_ key: Key, movesByCharacter: Bool = true) -> Bool {
        switch key {
        case .left where movesByCharacter, .control("b"): cursor = max(0, cursor - 1)
        case .right where movesByCharacter, .control("f"): cursor = min(characters.count, cursor + 1)
        case .home, .control("a"): cursor = 0
        case .end, .control("e"): cursor = characters.count
        case .backspace:
            guard cursor > 0 else { return true }
            characters.remove(at: cursor - 1)
            cursor -= 1
        case .delete, .control("d"):
            guard cursor < characters.count else { return true }
            characters.remove(at: cursor)
        case .control("u"):
            characters.removeSubrange(0..<cursor)
            cursor = 0
        case .control("k"):
            characters.removeSubrange(cursor...)
        case .control("w"):
            // unix-word-rubout: back over spaces, then over what is not a space.
            var start = cursor
            while start > 0, characters[start - 1].isWhitespace { start -= 1 }
            while start > 0, !characters[start - 1].isWhitespace { start -= 1 }
            characters.removeSubrange(start..<cursor)
            cursor = start
        case .alt("b"):
            // To the start of this word or the one before (a word: letters and digits).
            while cursor > 0, !Self.isWord(characters[cursor - 1]) { cursor -= 1 }
            while cursor > 0, Self.isWord(characters[cursor - 1]) { cursor -= 1 }
        case .alt("f"):
            // To the end of this word or the next.
            while cursor < characters.count, !Self.isWord(characters[cursor]) { cursor += 1 }
            while cursor < characters.count, Self.isWord(characters[cursor]) { cursor += 1 }
        default:
            return false
        }
        return true
    }

    private static func isWord(_ character: Character) -> Bool {
        character.isLetter || character.isNumber
    }

    /// What `width` cells show of the line: a run of it that holds the cursor (the end when
    /// everything fits, with a cell left for the cursor after the text), and the cursor's cell
    /// in that run.
    func window(width: Int) -> (text: String, cursor: Int) {
        guard width > 0 else { return ("", 0) }
        let widths = characters.map { DisplayWidth.of(String($0)) }
        var start = 0
        var used = widths[..<cursor].reduce(0, +) + cursorWidth
        while used > width, start < cursor {
            used -= widths[start]
            start += 1
        }
        var end = cursor
        var shown = used - (cursor < widths.count ? 0 : 1)
        if cursor < widths.count { end += 1 }
        while end < widths.count, shown + widths[end] <= width {
            shown += widths[end]
            end += 1
        }
        return (String(characters[start..<end]), widths[start..<cursor].reduce(0, +))
    }
}

@testable import HomeScreenUI
import Terminal
import Testing

/// Readline's keys in a text field (issue 39): the cursor moves by character, word and line,
/// deletes on either side, and never splits a grapheme cluster.
struct TextLineTests {
    /// `text` after `keys`, with `|` where the cursor is.
    func edited(_ text: String, _ keys: Key...) -> String {
        var line = TextLine(text)
        for key in keys {
            let handled = line.handle(key)
            #expect(handled, "\(key)")
        }
        var shown = line.characters
        shown.insert("|", at: line.cursor)
        return String(shown)
    }

    @Test func theCursorMovesByCharacterWordAndLine() {
        #expect(edited("new year eve", .left, .left) == "new year e|ve")
        #expect(edited("new year eve", .control("b"), .control("f")) == "new year eve|")
        #expect(edited("new year eve", .home) == "|new year eve")
        #expect(edited("new year eve", .control("a"), .control("e")) == "new year eve|")
        #expect(edited("new year eve", .alt("b")) == "new year |eve")
        #expect(edited("new year eve", .alt("b"), .alt("b")) == "new |year eve")
        #expect(edited("new year eve", .home, .alt("f")) == "new| year eve")
        #expect(edited("new year eve", .home, .alt("f"), .alt("f")) == "new year| eve")
        #expect(edited("a", .right, .right) == "a|")
        #expect(edited("a", .home, .left) == "|a")
    }

    @Test func itDeletesOnEitherSide() {
        #expect(edited("new year eve", .control("w")) == "new year |")
        #expect(edited("new year eve  ", .control("w")) == "new year |")
        #expect(edited("new year eve", .alt("b"), .control("u")) == "|eve")
        #expect(edited("new year eve", .alt("b"), .control("k")) == "new year |")
        #expect(edited("new year eve", .home, .delete, .control("d")) == "|w year eve")
        #expect(edited("new year eve", .alt("b"), .backspace) == "new year|eve")
        #expect(edited("", .backspace, .delete, .control("w")) == "|")
    }

    @Test func typingAndPastingGoInAtTheCursorAndOtherKeysAreNotEditing() {
        var line = TextLine("new eve")
        _ = line.handle(.alt("b"))
        line.insert("year ")
        #expect(line.text == "new year eve")
        #expect(line.cursor == 9)
        let others = [Key.enter, .up, .character("x"), .escape].map { line.handle($0) }
        #expect(others == [false, false, false, false])
        // An integer field keeps ← → for stepping.
        let stepping = line.handle(.left, movesByCharacter: false)
        #expect(!stepping)
        #expect(line.cursor == 9)
    }

    @Test func graphemeClustersAreNeverSplitAndTheWindowHoldsTheCursor() {
        #expect(edited("日本👩‍👩‍👧", .left) == "日本|👩‍👩‍👧")
        #expect(edited("日本👩‍👩‍👧", .backspace) == "日本|")
        var line = TextLine("abcdefghij")
        // At the end: the last characters and a cell for the cursor.
        #expect(line.window(width: 5) == ("ghij", 4))
        _ = line.handle(.home)
        #expect(line.window(width: 5) == ("abcde", 0))
        _ = line.handle(.right)
        _ = line.handle(.right)
        #expect(line.window(width: 5) == ("abcde", 2))
        // Wide characters take two cells.
        let wide = TextLine("日本語")
        #expect(wide.window(width: 5) == ("本語", 4))
        #expect(wide.cursorWidth == 1)
    }
}

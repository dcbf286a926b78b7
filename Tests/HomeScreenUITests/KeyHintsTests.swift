@testable import HomeScreenUI
import Terminal
import Testing

/// Key hints read back into keys (issue 39: a click on a hint does what its key does).
struct KeyHintsTests {
    /// The key a click on `column` of `line` gives.
    func key(_ line: String, at column: Int) -> Key? {
        KeyHints.spots(in: line).last { $0.columns.contains(column) }?.key
    }

    @Test func theStatusBarsHintsAreTheirKeys() {
        let line = "←↑↓→ move  ⏎ open  r reload  t theme  [ ] page  ? help  q quit "
        #expect(key(line, at: 0) == .left)
        #expect(key(line, at: 3) == .right)
        #expect(key(line, at: 5) == nil) // "move" names four keys
        #expect(key(line, at: 11) == .enter)
        #expect(key(line, at: 14) == .enter) // the words run the one key
        #expect(key(line, at: 19) == .character("r"))
        #expect(key(line, at: 24) == .character("r"))
        #expect(key(line, at: 38) == .character("["))
        #expect(key(line, at: 40) == .character("]"))
        #expect(key(line, at: 42) == nil)
        #expect(key(line, at: 58) == .character("q"))
    }

    @Test func spellingsOfOneKeyShareTheirWordsAndSegmentsSplitOnDots() {
        let line = "y or Enter: run    n or Esc: cancel"
        #expect(key(line, at: 0) == .character("y"))
        #expect(key(line, at: 5) == .enter)
        #expect(key(line, at: 12) == .character("y"))
        #expect(key(line, at: 19) == .character("n"))
        #expect(key(line, at: 24) == .escape)
        #expect(key(line, at: 30) == .character("n"))
        #expect(KeyHints.spots(in: "y run · n cancel").map(\.key) == [.character("y"), .character("y"), .character("n"), .character("n")])
    }

    @Test func shiftedArrowsAndSegmentsWithoutAKeyLeadingThem() {
        let line = "EDIT ⇧←↑↓→ move  m stack  x remove  u undo  ? keys"
        #expect(key(line, at: 5) == nil) // the segment starts with EDIT
        #expect(key(line, at: 17) == .character("m"))
        #expect(key(line, at: 36) == .character("u"))
        #expect(KeyHints.spots(in: "⇧←↑ move").map(\.key) == [.shiftLeft, .shiftUp])
        #expect(KeyHints.spots(in: "⇧←↑ move").first?.columns == 0..<2)
        #expect(KeyHints.spots(in: "type to search  ⌫ erase").map(\.key) == [.backspace, .backspace])
    }
}

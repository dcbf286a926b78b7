/// A key the user pressed, decoded from the terminal's input.
///
/// Printable text arrives as ``character(_:)``; control characters other than Tab, Enter,
/// Escape and Backspace arrive as ``control(_:)`` with the lowercase letter (Ctrl-L is
/// `.control("l")`). Alt-B and Alt-F arrive as ``alt(_:)``; other Alt (Meta) combinations are
/// not decoded: they arrive as ``escape`` followed by the key.
public enum Key: Hashable, Sendable {
    /// A printable character (one grapheme cluster as the terminal sent it).
    case character(Character)
    /// Arrow up.
    case up
    /// Arrow down.
    case down
    /// Arrow left.
    case left
    /// Arrow right.
    case right
    /// Shift and arrow up (curses `KEY_SR`, "scroll backward", which terminals send for it).
    case shiftUp
    /// Shift and arrow down (curses `KEY_SF`, "scroll forward").
    case shiftDown
    /// Shift and arrow left (curses `KEY_SLEFT`).
    case shiftLeft
    /// Shift and arrow right (curses `KEY_SRIGHT`).
    case shiftRight
    /// Page Up.
    case pageUp
    /// Page Down.
    case pageDown
    /// Home.
    case home
    /// End.
    case end
    /// Return or Enter (keypad Enter too).
    case enter
    /// Tab.
    case tab
    /// Shift-Tab.
    case backTab
    /// Escape, pressed alone.
    case escape
    /// Backspace (DEL or the terminal's backspace key).
    case backspace
    /// Delete (forward delete).
    case delete
    /// A function key, F1 is `.function(1)`.
    case function(Int)
    /// A control combination: the lowercase letter (`"l"` for Ctrl-L), or the punctuation of
    /// the combination for the few that are not letters (`"@"`, `"\\"`, `"]"`, `"^"`, `"_"`).
    case control(Character)
    /// Alt (Meta) and a letter (`"b"` for Alt-B), as terminals send it: Escape immediately
    /// followed by the letter (see `CursesKeyDecoder.altLetters` for the letters decoded).
    case alt(Character)
}

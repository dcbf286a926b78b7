import CNcursesw

/// Turns what curses reads into ``Key`` values and mouse kinds; pure functions, so the
/// mapping is testable without a terminal.
enum CursesKeyDecoder {
    /// The key for one result of `wget_wch`: `status` is its return value (`OK` for a
    /// character, `KEY_CODE_YES` for a function key code), `value` the `wint_t` it stored.
    ///
    /// Returns nil for what is not a key: `ERR`, `KEY_MOUSE`, `KEY_RESIZE` (the caller turns
    /// those into events), keys the home screen has no use for (Insert, keypad corners), and
    /// C1 control characters.
    ///
    /// Characters: Tab (9) is ``Key/tab``; Enter arrives as 13 under `nonl` (10 without it),
    /// both ``Key/enter``; 27 is ``Key/escape`` (curses has already waited `ESCDELAY` to tell
    /// it from a sequence); 127 (DEL, what most terminals send for Backspace) is
    /// ``Key/backspace``; the other C0 controls 1...26 are ``Key/control(_:)`` with their
    /// letter (8, Ctrl-H, is `.control("h")`: terminals whose Backspace sends ^H declare it in
    /// terminfo, and curses then reports `KEY_BACKSPACE`), and 0, 28...31 are the controls
    /// written with `@`, `\`, `]`, `^` and `_`.
    static func key(status: Int32, value: UInt32) -> Key? {
        if status == KEY_CODE_YES {
            return functionKey(Int32(truncatingIfNeeded: value))
        }
        guard status == OK else { return nil }
        switch value {
        case 9: return .tab
        case 10, 13: return .enter
        case 27: return .escape
        case 127: return .backspace
        case 0: return .control("@")
        case 1...26:
            guard let letter = Unicode.Scalar(value + 0x60) else { return nil }
            return .control(Character(letter))
        case 28: return .control("\\")
        case 29: return .control("]")
        case 30: return .control("^")
        case 31: return .control("_")
        case 0x80...0x9F:
            return nil
        default:
            guard let scalar = Unicode.Scalar(value) else { return nil }
            return .character(Character(scalar))
        }
    }

    /// The key for a curses key code (`KEY_UP`...), or nil.
    private static func functionKey(_ code: Int32) -> Key? {
        switch code {
        case KEY_UP: return .up
        case KEY_DOWN: return .down
        case KEY_LEFT: return .left
        case KEY_RIGHT: return .right
        // Shifted arrows: terminfo's kri/kind (xterm's ESC[1;2A/B) decode as the scroll keys.
        case KEY_SR: return .shiftUp
        case KEY_SF: return .shiftDown
        case KEY_SLEFT: return .shiftLeft
        case KEY_SRIGHT: return .shiftRight
        case KEY_PPAGE: return .pageUp
        case KEY_NPAGE: return .pageDown
        case KEY_HOME: return .home
        case KEY_END: return .end
        case KEY_ENTER: return .enter
        case KEY_BTAB: return .backTab
        case KEY_BACKSPACE: return .backspace
        case KEY_DC: return .delete
        case hs_key_f(1)...hs_key_f(63): return .function(Int(code - hs_key_f(0)))
        default: return altLetters.first { altCode($0) == code }.map(Key.alt)
        }
    }

    /// The letters whose Alt combination is a key (``Key/alt(_:)``): the word moves of text
    /// fields, Alt-B and Alt-F. A terminal sends Alt-B as ESC b at once; taught the sequence
    /// (``defineAltKeys()``), curses reports it as one key only when the two bytes come within
    /// `ESCDELAY`, so an Escape pressed alone and a `b` typed after it stay two keys. Only
    /// these two: an Escape then `q` typed quickly must stay Escape and quit.
    static let altLetters: [Character] = ["b", "f"]

    /// The key code curses reports for Alt and `letter`: above every code curses assigns.
    static func altCode(_ letter: Character) -> Int32 {
        0x6000 + Int32(letter.asciiValue ?? 0)
    }

    /// Teaches curses the Alt sequences of ``altLetters``.
    static func defineAltKeys() {
        for letter in altLetters { _ = define_key("\u{1B}\(letter)", altCode(letter)) }
    }

    /// The mouse action a curses button state stands for, or nil for buttons and actions the
    /// home screen ignores (middle and right buttons, wheel "releases").
    ///
    /// A click (press and release within `mouseinterval`) counts as a press: curses reports
    /// it once the button is up, and the home screen acts on presses.
    static func mouseKind(buttonState: mmask_t) -> MouseEvent.Kind? {
        if buttonState & hs_button4_pressed() != 0 { return .scrollUp }
        if buttonState & hs_button5_pressed() != 0 { return .scrollDown }
        if buttonState & (hs_button1_double_clicked() | hs_button1_triple_clicked()) != 0 { return .doubleClick }
        if buttonState & (hs_button1_pressed() | hs_button1_clicked()) != 0 { return .press }
        if buttonState & hs_button1_released() != 0 { return .release }
        return nil
    }

    /// True when the button state is the primary button going down and staying down (curses
    /// reports a press alone once `mouseinterval` passed without the release): a drag begins.
    static func buttonHeld(buttonState: mmask_t) -> Bool {
        buttonState & hs_button1_pressed() != 0 && buttonState & hs_button1_clicked() == 0
    }

    /// The mouse events curses is asked to report.
    static var mouseMask: mmask_t {
        hs_button1_pressed() | hs_button1_released() | hs_button1_clicked() | hs_button1_double_clicked()
            | hs_button1_triple_clicked() | hs_button4_pressed() | hs_button5_pressed()
    }
}

import CNcursesw
@testable import Terminal
import Terminal
import Testing

struct CursesKeyDecoderTests {
    /// (status, value) from wget_wch and the key expected.
    static let table: [(Int32, UInt32, Key?)] = [
        // Characters (status OK).
        (OK, 0x61, .character("a")),
        (OK, 0x41, .character("A")),
        (OK, 0x20, .character(" ")),
        (OK, 0x7E, .character("~")),
        (OK, 0xE9, .character("é")),
        (OK, 0x65E5, .character("日")),
        (OK, 0x1F600, .character("😀")),
        (OK, 9, .tab),
        (OK, 10, .enter),
        (OK, 13, .enter),
        (OK, 27, .escape),
        (OK, 127, .backspace),
        (OK, 1, .control("a")),
        (OK, 8, .control("h")),
        (OK, 12, .control("l")),
        (OK, 26, .control("z")),
        (OK, 0, .control("@")),
        (OK, 28, .control("\\")),
        (OK, 31, .control("_")),
        (OK, 0x85, nil),
        (OK, 0xD800, nil),
        // Key codes (status KEY_CODE_YES).
        (KEY_CODE_YES, UInt32(KEY_UP), .up),
        (KEY_CODE_YES, UInt32(KEY_DOWN), .down),
        (KEY_CODE_YES, UInt32(KEY_LEFT), .left),
        (KEY_CODE_YES, UInt32(KEY_RIGHT), .right),
        (KEY_CODE_YES, UInt32(KEY_SR), .shiftUp),
        (KEY_CODE_YES, UInt32(KEY_SF), .shiftDown),
        (KEY_CODE_YES, UInt32(KEY_SLEFT), .shiftLeft),
        (KEY_CODE_YES, UInt32(KEY_SRIGHT), .shiftRight),
        (KEY_CODE_YES, UInt32(KEY_PPAGE), .pageUp),
        (KEY_CODE_YES, UInt32(KEY_NPAGE), .pageDown),
        (KEY_CODE_YES, UInt32(KEY_HOME), .home),
        (KEY_CODE_YES, UInt32(KEY_END), .end),
        (KEY_CODE_YES, UInt32(KEY_ENTER), .enter),
        (KEY_CODE_YES, UInt32(KEY_BTAB), .backTab),
        (KEY_CODE_YES, UInt32(KEY_BACKSPACE), .backspace),
        (KEY_CODE_YES, UInt32(KEY_DC), .delete),
        (KEY_CODE_YES, UInt32(hs_key_f(1)), .function(1)),
        (KEY_CODE_YES, UInt32(hs_key_f(12)), .function(12)),
        (KEY_CODE_YES, UInt32(hs_key_f(63)), .function(63)),
        (KEY_CODE_YES, UInt32(hs_key_f(0)), nil),
        (KEY_CODE_YES, UInt32(KEY_IC), nil),
        (KEY_CODE_YES, UInt32(KEY_MOUSE), nil),
        (KEY_CODE_YES, UInt32(KEY_RESIZE), nil),
        // Nothing read.
        (ERR, 0x61, nil),
    ]

    @Test func wgetWchResultsDecodeToKeys() {
        for (status, value, expected) in Self.table {
            #expect(CursesKeyDecoder.key(status: status, value: value) == expected, "status \(status) value \(value)")
        }
    }

    @Test func keyCodesAreNotConfusedWithCharactersOfTheSameValue() {
        // KEY_UP is 259 (ă as a character): the status decides.
        #expect(CursesKeyDecoder.key(status: OK, value: UInt32(KEY_UP)) == .character("\u{103}"))
        #expect(CursesKeyDecoder.key(status: KEY_CODE_YES, value: 9) == nil)
    }

    @Test func altBAndAltFAreKeysOfTheirOwn() {
        // Issue 39: the word moves of text fields. curses reports ESC b (taught with
        // define_key) as one code, which decodes to Alt and the letter.
        #expect(CursesKeyDecoder.key(status: KEY_CODE_YES, value: UInt32(CursesKeyDecoder.altCode("b"))) == .alt("b"))
        #expect(CursesKeyDecoder.key(status: KEY_CODE_YES, value: UInt32(CursesKeyDecoder.altCode("f"))) == .alt("f"))
        #expect(CursesKeyDecoder.key(status: KEY_CODE_YES, value: UInt32(CursesKeyDecoder.altCode("q"))) == nil)
        #expect(CursesKeyDecoder.altCode("b") > KEY_MAX)
    }

    @Test func aPressAloneHoldsTheButtonAndAClickDoesNot() {
        // Issue 39: a drag starts with a press curses reports alone (no release came in time).
        #expect(CursesKeyDecoder.buttonHeld(buttonState: hs_button1_pressed()))
        #expect(!CursesKeyDecoder.buttonHeld(buttonState: hs_button1_clicked()))
        #expect(!CursesKeyDecoder.buttonHeld(buttonState: hs_button1_pressed() | hs_button1_clicked()))
        #expect(!CursesKeyDecoder.buttonHeld(buttonState: hs_button1_released()))
        #expect(!CursesKeyDecoder.buttonHeld(buttonState: hs_button4_pressed()))
    }

    @Test func mouseButtonStatesDecodeToKinds() {
        #expect(CursesKeyDecoder.mouseKind(buttonState: hs_button1_pressed()) == .press)
        #expect(CursesKeyDecoder.mouseKind(buttonState: hs_button1_clicked()) == .press)
        #expect(CursesKeyDecoder.mouseKind(buttonState: hs_button1_released()) == .release)
        #expect(CursesKeyDecoder.mouseKind(buttonState: hs_button1_double_clicked()) == .doubleClick)
        #expect(CursesKeyDecoder.mouseKind(buttonState: hs_button1_triple_clicked()) == .doubleClick)
        #expect(CursesKeyDecoder.mouseKind(buttonState: hs_button4_pressed()) == .scrollUp)
        #expect(CursesKeyDecoder.mouseKind(buttonState: hs_button5_pressed()) == .scrollDown)
        #expect(CursesKeyDecoder.mouseKind(buttonState: 0) == nil)
        // The mask asks for exactly what is decoded.
        let mask = CursesKeyDecoder.mouseMask
        for state in [
            hs_button1_pressed(), hs_button1_released(), hs_button1_clicked(), hs_button1_double_clicked(),
            hs_button4_pressed(), hs_button5_pressed(),
        ] {
            #expect(mask & state == state)
        }
    }
}

import Testing

@testable import CellGrid

/// A row of cells as tmux status-line markup: styles as `#[…]`, `#` doubled, control
/// characters replaced, blanks around the text dropped.
struct TmuxStatusEncoderTests {
    static func row(_ cells: [(String, CellStyle)], width: Int = 12) -> CellBuffer {
        var buffer = CellBuffer(size: CellSize(width: width, height: 1))
        var x = 1
        for (grapheme, style) in cells {
            buffer.set(Cell(grapheme, style: style), x: x, y: 0)
            x += 1
        }
        return buffer
    }

    @Test func stylesBecomeMarkupAndThePlainForegroundIsTheStatusLines() {
        let white = TerminalColor.rgb(242, 242, 247)
        let orange = CellStyle(foreground: .rgb(255, 159, 10), attributes: .bold)
        let buffer = Self.row([("a", CellStyle(foreground: white)), ("b", orange), ("c", CellStyle(foreground: .indexed(33)))])
        let encoder = TmuxStatusEncoder(depth: .direct, plainForegrounds: [white])
        #expect(encoder.encode(buffer) == "a#[default]#[fg=#ff9f0a,bold]b#[default]#[fg=colour33]c#[default]")
        #expect(TmuxStatusEncoder(depth: .direct, marksUp: false).encode(buffer) == "abc")
    }

    @Test func hashesAreEscapedAndControlCharactersReplaced() {
        let buffer = Self.row([("#", .plain), ("[", .plain), ("\u{1B}", .plain), ("#\u{FE0F}\u{20E3}", .plain), ("\u{9B}", .plain)])
        #expect(TmuxStatusEncoder(depth: .direct).encode(buffer) == "##[?##\u{FE0F}\u{20E3}?")
        #expect(TmuxStatusEncoder(depth: .direct, marksUp: false).encode(buffer) == "#[?#\u{FE0F}\u{20E3}?")
    }

    @Test func anEmptyRowIsEmpty() {
        #expect(TmuxStatusEncoder(depth: .direct).encode(CellBuffer(size: CellSize(width: 5, height: 1))).isEmpty)
    }
}

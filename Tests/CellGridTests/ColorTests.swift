import CellGrid
import Testing

struct ColorTests {
    @Test(arguments: [
        (TerminalColor.rgb(255, 0, 0), UInt8(196)), (.rgb(0, 0, 0), 16), (.rgb(255, 255, 255), 231),
        (.rgb(128, 128, 128), 244), (.indexed(42), 42), (.ansi(3), 3),
    ])
    func nearestIndexed(_ color: TerminalColor, _ index: UInt8) {
        #expect(color.nearestIndexed == index)
    }

    @Test(arguments: [(TerminalColor.rgb(250, 10, 10), UInt8(1)), (.rgb(10, 10, 10), 0), (.rgb(240, 240, 240), 7), (.indexed(21), 4)])
    func nearestBasic(_ color: TerminalColor, _ index: UInt8) {
        #expect(color.nearestBasic == index)
    }

    @Test func ansiEncodingPerDepth() {
        var buffer = CellBuffer(size: CellSize(width: 2, height: 1))
        buffer.put("ok", at: .zero, style: CellStyle(foreground: .rgb(255, 0, 0), attributes: .bold))
        #expect(ANSIEncoder(depth: .direct).encode(buffer) == "\u{1B}[0;1;38;2;255;0;0mok\u{1B}[0m")
        #expect(ANSIEncoder(depth: .indexed).encode(buffer) == "\u{1B}[0;1;38;5;196mok\u{1B}[0m")
        #expect(ANSIEncoder(depth: .basic).encode(buffer) == "\u{1B}[0;1;31mok\u{1B}[0m")
        #expect(ANSIEncoder(depth: .none).encode(buffer) == "\u{1B}[0;1mok\u{1B}[0m")
    }
}

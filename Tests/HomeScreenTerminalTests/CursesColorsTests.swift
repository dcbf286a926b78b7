import CNcursesw
import CellGrid
@testable import Terminal
import Terminal
import Testing

struct CursesColorsTests {
    @Test func depthFollowsTheTerminalsColors() {
        #expect(CursesColors.depth(colorCount: 0, hasRGB: false, noColor: false) == ColorDepth.none)
        #expect(CursesColors.depth(colorCount: 8, hasRGB: false, noColor: false) == .basic)
        #expect(CursesColors.depth(colorCount: 16, hasRGB: false, noColor: false) == .basic)
        #expect(CursesColors.depth(colorCount: 88, hasRGB: false, noColor: false) == .basic)
        #expect(CursesColors.depth(colorCount: 256, hasRGB: false, noColor: false) == .indexed)
        #expect(CursesColors.depth(colorCount: 256, hasRGB: true, noColor: false) == .direct)
        #expect(CursesColors.depth(colorCount: 0x100_0000, hasRGB: false, noColor: false) == .direct)
        #expect(CursesColors.depth(colorCount: 0x100_0000, hasRGB: true, noColor: true) == ColorDepth.none)
    }

    @Test func depthIsCappedByTheLimit() {
        #expect(CursesColors.depth(colorCount: 0x100_0000, hasRGB: true, noColor: false, limit: .indexed) == .indexed)
        #expect(CursesColors.depth(colorCount: 256, hasRGB: false, noColor: false, limit: .basic) == .basic)
        #expect(CursesColors.depth(colorCount: 256, hasRGB: false, noColor: false, limit: .none) == ColorDepth.none)
        // The limit never raises the depth.
        #expect(CursesColors.depth(colorCount: 8, hasRGB: false, noColor: false, limit: .direct) == .basic)
    }

    @Test func noColorMustBeNonEmpty() {
        #expect(CursesColors.noColorRequested(["NO_COLOR": "1"]))
        #expect(!CursesColors.noColorRequested(["NO_COLOR": ""]))
        #expect(!CursesColors.noColorRequested([:]))
    }

    @Test func colorNumbersPerDepth() {
        let orange = TerminalColor.rgb(255, 135, 0)
        // None: everything is the default.
        for color in [TerminalColor.default, .red, .indexed(200), orange] {
            #expect(CursesColors.colorNumber(color, depth: .none) == -1)
        }
        // Basic: the nearest of the first eight.
        #expect(CursesColors.colorNumber(.default, depth: .basic) == -1)
        #expect(CursesColors.colorNumber(.red, depth: .basic) == 1)
        #expect(CursesColors.colorNumber(.ansi(9), depth: .basic) == 1)
        #expect(CursesColors.colorNumber(.indexed(21), depth: .basic) == 4)
        #expect(CursesColors.colorNumber(orange, depth: .basic) == 3)
        // Indexed: palette numbers, RGB to the nearest of the 240 non-ANSI entries.
        #expect(CursesColors.colorNumber(.ansi(9), depth: .indexed) == 9)
        #expect(CursesColors.colorNumber(.indexed(200), depth: .indexed) == 200)
        #expect(CursesColors.colorNumber(orange, depth: .indexed) == 208)
        #expect(CursesColors.colorNumber(.rgb(255, 255, 255), depth: .indexed) == 231)
        // Direct: packed RGB, ANSI 0-7 stay palette colors, nothing else packs below 8.
        #expect(CursesColors.colorNumber(orange, depth: .direct) == 0xFF8700)
        #expect(CursesColors.colorNumber(.red, depth: .direct) == 1)
        #expect(CursesColors.colorNumber(.ansi(9), depth: .direct) == 0xFF0000)
        #expect(CursesColors.colorNumber(.indexed(3), depth: .direct) == 3)
        #expect(CursesColors.colorNumber(.indexed(208), depth: .direct) == 0xFF8700)
        #expect(CursesColors.colorNumber(.rgb(0, 0, 0), depth: .direct) == 8)
        #expect(CursesColors.colorNumber(.rgb(0, 0, 5), depth: .direct) == 8)
        #expect(CursesColors.colorNumber(.default, depth: .direct) == -1)
    }

    @Test func pairColorsWithAndWithoutDefaultColorSupport() {
        let style = CellStyle(foreground: .green)
        #expect(CursesColors.pairColors(for: style, depth: .indexed, defaultColors: true) == .init(foreground: 2, background: -1))
        #expect(CursesColors.pairColors(for: style, depth: .indexed, defaultColors: false) == .init(foreground: 2, background: 0))
        // White on black is curses' own pair 0 when there are no default colors.
        #expect(CursesColors.pairColors(for: .plain, depth: .indexed, defaultColors: false) == .init(foreground: -1, background: -1))
        #expect(CursesColors.pairColors(for: style, depth: .none, defaultColors: false) == .init(foreground: -1, background: -1))
    }

    @Test func attributesMapToCursesBitsAndStrikethroughIsDropped() {
        #expect(CursesColors.attributes([]) == hs_a_normal())
        #expect(CursesColors.attributes(.bold) == hs_a_bold())
        #expect(CursesColors.attributes([.dim, .italic]) == hs_a_dim() | hs_a_italic())
        #expect(CursesColors.attributes([.underline, .reverse, .strikethrough]) == hs_a_underline() | hs_a_reverse())
    }
}

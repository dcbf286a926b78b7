import CNcursesw
import CellGrid

/// How cell styles become curses colors and attributes; pure functions, testable without a
/// terminal.
enum CursesColors {
    /// The color depth for a terminal with `colorCount` colors (`COLORS`, 0 without color
    /// support), whether its terminfo entry has the `RGB` flag, and whether `NO_COLOR` is set,
    /// capped at `limit` (a `--color` choice).
    ///
    /// Direct color needs `RGB` or at least 2^24 colors (a `*-direct` entry: curses then
    /// takes color numbers as packed RGB); 256 colors give indexed; 8 or more give basic.
    static func depth(colorCount: Int, hasRGB: Bool, noColor: Bool, limit: ColorDepth = .direct) -> ColorDepth {
        let detected: ColorDepth
        if noColor || colorCount < 8 {
            detected = .none
        } else if hasRGB || colorCount >= 0x100_0000 {
            detected = .direct
        } else if colorCount >= 256 {
            detected = .indexed
        } else {
            detected = .basic
        }
        return rank(detected) <= rank(limit) ? detected : limit
    }

    /// Whether `NO_COLOR` asks for no color: set and not empty (no-color.org).
    static func noColorRequested(_ environment: [String: String]) -> Bool {
        guard let value = environment["NO_COLOR"] else { return false }
        return !value.isEmpty
    }

    /// The curses color number for `color` at `depth`; -1 is the terminal's default.
    ///
    /// Basic and indexed depths use palette numbers (0-7, 0-255). At direct depth curses
    /// takes numbers of 8 and up as packed RGB (`0xRRGGBB`) and 0-7 as the palette's first
    /// eight, so ANSI 0-7 stay palette colors, brighter ANSI and indexed colors become their
    /// xterm RGB values, and an RGB value that packs below 8 (blue 1-7 on black) is raised to
    /// 8, one step of blue away, rather than turning into a palette color.
    static func colorNumber(_ color: TerminalColor, depth: ColorDepth) -> Int32 {
        guard let reduced = depth.reduce(color) else { return -1 }
        switch reduced {
        case .default:
            return -1
        case let .ansi(index):
            if depth == .direct && index >= 8 { return packed(reduced) }
            return Int32(depth == .basic ? index & 7 : index & 15)
        case let .indexed(index):
            if depth == .direct && index >= 8 { return packed(reduced) }
            return Int32(index)
        case .rgb:
            return packed(reduced)
        }
    }

    /// The pair colors for a style at `depth`. Without default-color support
    /// (`use_default_colors` failed) the default foreground is white and the background black.
    static func pairColors(for style: CellStyle, depth: ColorDepth, defaultColors: Bool) -> ColorPairCache.Colors {
        var foreground = colorNumber(style.foreground, depth: depth)
        var background = colorNumber(style.background, depth: depth)
        if !defaultColors && depth != .none {
            if foreground == -1 { foreground = 7 }
            if background == -1 { background = 0 }
            if foreground == 7 && background == 0 { return ColorPairCache.Colors(foreground: -1, background: -1) }
        }
        return ColorPairCache.Colors(foreground: foreground, background: background)
    }

    /// The curses attributes for `attributes`. Strikethrough has no curses attribute and is
    /// dropped.
    static func attributes(_ attributes: TextAttributes) -> attr_t {
        var result = hs_a_normal()
        if attributes.contains(.bold) { result |= hs_a_bold() }
        if attributes.contains(.dim) { result |= hs_a_dim() }
        if attributes.contains(.italic) { result |= hs_a_italic() }
        if attributes.contains(.underline) { result |= hs_a_underline() }
        if attributes.contains(.reverse) { result |= hs_a_reverse() }
        return result
    }

    /// Depths in order from none to direct.
    private static func rank(_ depth: ColorDepth) -> Int {
        ColorDepth.allCases.firstIndex(of: depth) ?? 0
    }

    /// `color` as packed RGB for a direct-color terminal, never below 8.
    private static func packed(_ color: TerminalColor) -> Int32 {
        guard let (r, g, b) = color.rgbValue else { return -1 }
        return max(8, Int32(r) << 16 | Int32(g) << 8 | Int32(b))
    }
}

import CUnicodeWidth

/// One grapheme cluster as the terminal will draw it: its *stable form* and its width in cells.
///
/// Width follows the model ncurses uses to move its cursor: the sum of glibc `wcwidth` over the
/// cluster's code points, where zero-width ones join the cell before. For most text that is also
/// what terminals do. Emoji sequences are where the models part: a VS16 emoji (☀️) is 1 cell to
/// ncurses and 2 to a modern terminal, a skin-tone emoji 4 vs 2, a ZWJ family 6 vs 2. Those
/// clusters are rewritten to their base emoji, whose width every model agrees on, so the
/// screen is identical in tmux, xterm and grapheme-aware terminals.
///
/// Other rewrites, each so that every cell the layout counts is a cell the terminal draws:
/// - a control character, or a lone regional indicator (half a flag), becomes U+FFFD (�), one cell;
/// - a cluster whose first code point glibc does not know (emoji newer than Unicode 14) becomes
///   U+FFFD; a later unknown code point is dropped;
/// - combining marks past the fourth are dropped (ncurses keeps at most five code points a cell);
/// - a zero-width joiner outside an emoji sequence (after a letter) is dropped: it joins nothing
///   in Unicode's segmentation, but tmux draws the character after it into the same cell;
/// - a cluster of zero width (a lone combining mark, a zero-width space) keeps width 0 and
///   writers skip it.
public struct TerminalGrapheme: Hashable, Sendable {
    /// The text to draw: the cluster itself, or its stable rewrite.
    public let text: String
    /// Cells the text takes: 0, 1 or 2 (rarely more, for a cluster of several spacing letters,
    /// which ncurses draws as consecutive cells).
    public let width: Int

    /// The replacement glyph for what cannot be drawn faithfully.
    public static let replacement = "\u{FFFD}"
    /// ncurses keeps at most this many code points in one cell (CCHARW_MAX).
    static let maxScalarsPerCell = 5

    /// Measures `character` and computes its stable form.
    public init(_ character: Character) {
        // Fast path: printable ASCII is one cell and never rewritten.
        if let ascii = character.asciiValue {
            if ascii >= 0x20 && ascii < 0x7F {
                self.text = String(character)
                self.width = 1
            } else {
                self.text = Self.replacement
                self.width = 1
            }
            return
        }
        let view = character.unicodeScalars
        if let only = view.first, view.index(after: view.startIndex) == view.endIndex, !(0x1F1E6...0x1F1FF).contains(only.value) {
            // One code point: its width, or the replacement when glibc does not know it.
            let width = Self.scalarWidth(only)
            self.text = width < 0 ? Self.replacement : String(character)
            self.width = width < 0 ? 1 : width
            return
        }
        let scalars = Array(view)
        guard let first = scalars.first else {
            self.text = ""
            self.width = 0
            return
        }
        if scalars.count == 1, (0x1F1E6...0x1F1FF).contains(first.value) {
            // A lone regional indicator: 1 cell to ncurses, 2 to grapheme-aware terminals.
            self.text = Self.replacement
            self.width = 1
            return
        }
        if Self.isEmojiSequence(scalars) {
            let baseWidth = Self.scalarWidth(first)
            self.text = baseWidth < 0 ? Self.replacement : String(Character(first))
            self.width = baseWidth < 0 ? 1 : baseWidth
            return
        }
        let firstWidth = Self.scalarWidth(first)
        if firstWidth < 0 {
            self.text = Self.replacement
            self.width = 1
            return
        }
        var kept = String.UnicodeScalarView()
        var total = 0
        for (index, scalar) in scalars.enumerated() {
            if index > 0, scalar.value == 0x200D { continue }
            let w = index == 0 ? firstWidth : Self.scalarWidth(scalar)
            if w < 0 { continue }
            if w == 0 && kept.count >= Self.maxScalarsPerCell { continue }
            kept.append(scalar)
            total += w
        }
        self.text = String(kept)
        self.width = total
    }

    /// True when the cluster is an emoji sequence whose width differs between ncurses and
    /// grapheme-aware terminals: an emoji base followed by a variation selector, a skin-tone
    /// modifier, a zero-width joiner, a keycap mark or tag characters.
    static func isEmojiSequence(_ scalars: [Unicode.Scalar]) -> Bool {
        guard scalars.count > 1, let first = scalars.first, first.properties.isEmoji else { return false }
        for scalar in scalars.dropFirst() {
            switch scalar.value {
            case 0xFE0E, 0xFE0F, 0x200D, 0x20E3, 0x1F3FB...0x1F3FF, 0xE0020...0xE007F:
                return true
            default:
                continue
            }
        }
        return false
    }

    /// glibc's width of one code point under a UTF-8 locale; own tables where none exists.
    /// The Basic Multilingual Plane and the emoji blocks come from tables filled once at first
    /// use (one C call each), the rest from `wcwidth` directly.
    public static func scalarWidth(_ scalar: Unicode.Scalar) -> Int {
        if scalar.value < 0x10000 { return Int(basicPlaneWidths[Int(scalar.value)]) }
        if (0x1F000..<0x1FB00).contains(scalar.value) { return Int(emojiBlockWidths[Int(scalar.value - 0x1F000)]) }
        return lookUpWidth(scalar)
    }

    /// Widths of U+1F000 to U+1FAFF, the emoji blocks.
    private static let emojiBlockWidths = widths(from: 0x1F000, count: 0xB00)

    /// True when `scalar` is a grapheme cluster by itself in any text: a printable code point
    /// of the Basic Multilingual Plane that never joins its neighbours (not a combining or
    /// zero-width mark, not a Hangul leading jamo, not a spacing mark, not an emoji that a
    /// selector could follow), so text made only of such scalars needs no segmentation.
    public static func standsAlone(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        guard value >= 0x20, value < 0x10000 else { return false }
        if value < 0x7F { return true }
        let width = basicPlaneWidths[Int(value)]
        if width == 2 {
            // Hangul leading jamo combine with each other and with vowels; an emoji followed by a
            // selector or modifier fails on that follower, which is not standalone.
            return !(0x1100...0x115F).contains(value) && !(0xA960...0xA97F).contains(value)
        }
        guard width == 1 else { return false }
        switch value {
        case 0x00A0...0x02FF, 0x0370...0x052F, 0x2010...0x2027, 0x2030...0x205E, 0x2190...0x21FF, 0x2500...0x25FF, 0xFF61...0xFFDC:
            return true
        default:
            return false
        }
    }

    private static func lookUpWidth(_ scalar: Unicode.Scalar) -> Int {
        let width = Int(hs_wcwidth(scalar.value))
        if width == -2 { return FallbackWidthTable.width(of: scalar) }
        return width
    }

    /// Widths of U+0000 to U+FFFF (surrogates, which are not scalars, read -1).
    private static let basicPlaneWidths = widths(from: 0, count: 0x10000)

    /// The widths of the `count` code points from `first` (non-scalars -1): glibc's, asked in
    /// one call that switches the locale once (65,536 calls one by one took about 1.5 ms of a
    /// first frame), else the fallback table's.
    private static func widths(from first: UInt32, count: Int) -> [Int8] {
        [Int8](unsafeUninitializedCapacity: count) { buffer, initialized in
            guard let start = buffer.baseAddress else { return }
            if hs_wcwidths(first, UInt32(count), start) == 0 {
                for index in 0..<count {
                    buffer[index] =
                        Unicode.Scalar(first + UInt32(index)).map { Int8(clamping: FallbackWidthTable.width(of: $0)) } ?? -1
                }
            }
            initialized = count
        }
    }
}

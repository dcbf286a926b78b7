/// An image made of terminal glyphs: lines of text of equal display width, and an optional
/// color.
public struct GlyphArt: Hashable, Sendable {
    /// The rows of glyphs.
    public var lines: [String]
    /// Their color; nil to use the surrounding foreground style.
    public var color: ColorValue?

    /// Creates glyph art from rows (short rows are padded to the widest with spaces).
    public init(lines: [String], color: Color? = nil) {
        let width = lines.map { DisplayWidth.of($0) }.max() ?? 0
        self.lines = lines.map { $0 + String(repeating: " ", count: width - DisplayWidth.of($0)) }
        self.color = color?.colorValue
    }

    /// Creates glyph art from a multi-line string.
    public init(_ text: String, color: Color? = nil) {
        self.init(lines: text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init), color: color)
    }
}

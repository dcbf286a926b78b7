/// How a cell looks: foreground and background colors and text attributes.
public struct CellStyle: Hashable, Codable, Sendable, BitwiseCopyable, CustomStringConvertible {
    /// The glyph's color.
    public var foreground: TerminalColor
    /// The cell's background color.
    public var background: TerminalColor
    /// Bold, dim, italic and the rest.
    public var attributes: TextAttributes

    /// Creates a style; every part defaults to the terminal's own.
    public init(
        foreground: TerminalColor = .default, background: TerminalColor = .default,
        attributes: TextAttributes = []
    ) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }

    /// The terminal's default colors with no attributes.
    public static let plain = CellStyle()

    public var description: String {
        var parts: [String] = []
        if foreground != .default { parts.append("fg=\(foreground)") }
        if background != .default { parts.append("bg=\(background)") }
        if !attributes.isEmpty { parts.append(attributes.description) }
        return parts.isEmpty ? "plain" : parts.joined(separator: " ")
    }
}

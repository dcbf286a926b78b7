/// How many colors the output can show; colors beyond it are reduced to the nearest it has.
public enum ColorDepth: String, Hashable, Codable, Sendable, CaseIterable {
    /// No color at all (`NO_COLOR`, `--color never`): attributes alone carry the style.
    case none
    /// The 8 basic ANSI colors.
    case basic
    /// The 256 indexed colors.
    case indexed
    /// 24-bit color.
    case direct

    /// `color` as this depth can show it; nil means "leave the terminal's default".
    public func reduce(_ color: TerminalColor) -> TerminalColor? {
        switch self {
        case .none:
            return nil
        case .basic:
            return color.nearestBasic.map { .ansi($0) }
        case .indexed:
            if case .ansi = color { return color }
            return color.nearestIndexed.map { .indexed($0) }
        case .direct:
            return color == .default ? nil : color
        }
    }
}

/// Terminal text attributes (SGR): bold, dim, italic, underline, reverse, strikethrough.
public struct TextAttributes: OptionSet, Hashable, Codable, Sendable, BitwiseCopyable, CustomStringConvertible {
    public let rawValue: UInt8

    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let bold = TextAttributes(rawValue: 1 << 0)
    public static let dim = TextAttributes(rawValue: 1 << 1)
    public static let italic = TextAttributes(rawValue: 1 << 2)
    public static let underline = TextAttributes(rawValue: 1 << 3)
    public static let reverse = TextAttributes(rawValue: 1 << 4)
    public static let strikethrough = TextAttributes(rawValue: 1 << 5)

    /// The attributes by name, in a fixed order (used by text dumps).
    public static let named: [(String, TextAttributes)] = [
        ("bold", .bold), ("dim", .dim), ("italic", .italic),
        ("underline", .underline), ("reverse", .reverse), ("strike", .strikethrough),
    ]

    public var description: String {
        Self.named.filter { contains($0.1) }.map(\.0).joined(separator: " ")
    }
}

/// A color a terminal can show: its default, one of the 16 ANSI colors, one of the 256
/// indexed colors, or a 24-bit RGB value.
///
/// How a color reaches the screen (direct color, nearest 256-color match, 8 colors, none)
/// is decided by whoever writes to the terminal, not here.
public enum TerminalColor: Hashable, Codable, Sendable, BitwiseCopyable, CustomStringConvertible {
    /// The terminal's own foreground or background.
    case `default`
    /// One of the 16 ANSI colors (0-7 normal, 8-15 bright).
    case ansi(UInt8)
    /// One of the 256 indexed colors.
    case indexed(UInt8)
    /// A 24-bit color.
    case rgb(UInt8, UInt8, UInt8)

    public static let black = TerminalColor.ansi(0)
    public static let red = TerminalColor.ansi(1)
    public static let green = TerminalColor.ansi(2)
    public static let yellow = TerminalColor.ansi(3)
    public static let blue = TerminalColor.ansi(4)
    public static let magenta = TerminalColor.ansi(5)
    public static let cyan = TerminalColor.ansi(6)
    public static let white = TerminalColor.ansi(7)
    public static let brightBlack = TerminalColor.ansi(8)
    public static let brightWhite = TerminalColor.ansi(15)

    /// The color as 24-bit RGB: exact for `.rgb`, the xterm palette for indexed and ANSI
    /// colors, and nil for `.default`.
    public var rgbValue: (red: UInt8, green: UInt8, blue: UInt8)? {
        switch self {
        case .default: return nil
        case let .rgb(r, g, b): return (r, g, b)
        case let .ansi(index): return Self.xtermRGB(Int(index & 15))
        case let .indexed(index): return Self.xtermRGB(Int(index))
        }
    }

    /// The nearest of the 256 indexed colors (ANSI colors keep their index).
    public var nearestIndexed: UInt8? {
        switch self {
        case .default: return nil
        case let .ansi(index): return index & 15
        case let .indexed(index): return index
        case let .rgb(r, g, b): return Self.nearestIndex(r, g, b, among: 16..<256)
        }
    }

    /// The nearest of the 8 basic ANSI colors, for terminals with 8 colors only.
    public var nearestBasic: UInt8? {
        switch self {
        case .default: return nil
        case let .ansi(index) where index < 8: return index
        default:
            guard let (r, g, b) = rgbValue else { return nil }
            return Self.nearestIndex(r, g, b, among: 0..<8)
        }
    }

    public var description: String {
        switch self {
        case .default: return "default"
        case let .ansi(i): return "ansi\(i)"
        case let .indexed(i): return "i\(i)"
        case let .rgb(r, g, b):
            let hex = [r, g, b].map { String($0, radix: 16) }.map { $0.count == 1 ? "0" + $0 : $0 }
            return "#" + hex.joined()
        }
    }

    private static let cubeLevels: [Int] = [0, 95, 135, 175, 215, 255]
    private static let basic: [(Int, Int, Int)] = [
        (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
        (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
    ]

    private static func xtermRGB(_ index: Int) -> (UInt8, UInt8, UInt8) {
        let (r, g, b): (Int, Int, Int)
        if index < 16 {
            (r, g, b) = basic[index]
        } else if index < 232 {
            let i = index - 16
            (r, g, b) = (cubeLevels[i / 36], cubeLevels[(i / 6) % 6], cubeLevels[i % 6])
        } else {
            let level = 8 + (index - 232) * 10
            (r, g, b) = (level, level, level)
        }
        return (UInt8(r), UInt8(g), UInt8(b))
    }

    private static func nearestIndex(_ r: UInt8, _ g: UInt8, _ b: UInt8, among range: Range<Int>) -> UInt8 {
        var best = range.lowerBound
        var bestDistance = Int.max
        for index in range {
            let (cr, cg, cb) = xtermRGB(index)
            // Weighted distance: the eye is most sensitive to green, least to blue.
            let dr = Int(r) - Int(cr), dg = Int(g) - Int(cg), db = Int(b) - Int(cb)
            let distance = 3 * dr * dr + 4 * dg * dg + 2 * db * db
            if distance < bestDistance {
                bestDistance = distance
                best = index
            }
        }
        return UInt8(best)
    }
}

import Foundation
import WidgetEngine

/// A plugin's color (`color=red`, `color=#ff0000`, SwiftBar's `color=black,white` for light
/// and dark, an ANSI color) mapped to the theme: to the theme's named color nearest to it, so a
/// plugin written for a white macOS menu bar stays readable on any theme. Black and white
/// become the theme's primary text color.
public enum PluginColor {
    /// The theme color for `text`, in `scheme`; nil when it is not a color.
    public static func parse(_ text: String, scheme: ColorScheme) -> Color? {
        let choices = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        guard let first = choices.first else { return nil }
        let chosen = scheme == .dark && choices.count > 1 ? choices[1] : first
        if chosen.hasPrefix("#") { return hex(String(chosen.dropFirst())).map(nearest) }
        if let named = named[chosen] { return named }
        return cssNames[chosen].map(nearest)
    }

    /// The theme color nearest to an sRGB color (components 0 to 1).
    public static func nearest(_ rgb: (Double, Double, Double)) -> Color {
        let (red, green, blue) = rgb
        let high = max(red, green, blue)
        let low = min(red, green, blue)
        // Grays (and black and white): the text's own color, or gray when in between.
        if high - low < 0.12 { return high > 0.8 || high < 0.2 ? .primary : .gray }
        let best = palette.min { a, b in distance(a.rgb, rgb) < distance(b.rgb, rgb) }
        return best?.color ?? .primary
    }

    /// The color of an ANSI palette index (0–15 the terminal's colors, 16–231 the cube,
    /// 232–255 grays).
    static func ansi(_ index: Int) -> Color {
        switch index {
        case 0, 7, 8, 15: return index == 8 ? .gray : .primary
        case 1, 9: return .red
        case 2, 10: return .green
        case 3, 11: return .yellow
        case 4, 12: return .blue
        case 5, 13: return .purple
        case 6, 14: return .cyan
        case 16...231:
            let cube = index - 16
            let level: (Int) -> Double = { $0 == 0 ? 0 : (Double($0) * 40 + 55) / 255 }
            return nearest((level(cube / 36), level(cube / 6 % 6), level(cube % 6)))
        case 232...255: return index < 244 ? .gray : .primary
        default: return .primary
        }
    }

    private static func distance(_ a: (Double, Double, Double), _ b: (Double, Double, Double)) -> Double {
        let (dr, dg, db) = (a.0 - b.0, a.1 - b.1, a.2 - b.2)
        return 2 * dr * dr + 4 * dg * dg + 3 * db * db
    }

    /// `RGB`, `RRGGBB` or `RRGGBBAA` (the alpha ignored).
    static func hex(_ digits: String) -> (Double, Double, Double)? {
        var digits = digits
        if digits.count == 3 { digits = digits.map { "\($0)\($0)" }.joined() }
        guard digits.count == 6 || digits.count == 8, let value = UInt32(digits.prefix(6), radix: 16) else { return nil }
        return (Double(value >> 16 & 0xFF) / 255, Double(value >> 8 & 0xFF) / 255, Double(value & 0xFF) / 255)
    }

    /// The theme's named colors and the sRGB color each stands for.
    private static let palette: [(color: Color, rgb: (Double, Double, Double))] = [
        (.red, (1, 0.23, 0.19)), (.orange, (1, 0.58, 0)), (.yellow, (1, 0.8, 0)), (.green, (0.2, 0.78, 0.35)),
        (.mint, (0, 0.78, 0.75)), (.teal, (0.19, 0.69, 0.78)), (.cyan, (0.2, 0.68, 0.9)), (.blue, (0, 0.48, 1)),
        (.indigo, (0.35, 0.34, 0.84)), (.purple, (0.69, 0.32, 0.87)), (.pink, (1, 0.18, 0.33)), (.brown, (0.64, 0.52, 0.37)),
    ]

    /// Names the theme has a color of its own for.
    private static let named: [String: Color] = [
        "red": .red, "orange": .orange, "yellow": .yellow, "green": .green, "mint": .mint, "teal": .teal, "cyan": .cyan,
        "aqua": .cyan, "blue": .blue, "indigo": .indigo, "purple": .purple, "violet": .purple, "magenta": .purple,
        "fuchsia": .purple, "pink": .pink, "brown": .brown, "gray": .gray, "grey": .gray, "silver": .gray,
        "black": .primary, "white": .primary,
    ]

    /// Other CSS names plugins use, as sRGB.
    private static let cssNames: [String: (Double, Double, Double)] = [
        "cadetblue": (0.37, 0.62, 0.63), "coral": (1, 0.5, 0.31), "crimson": (0.86, 0.08, 0.24), "darkblue": (0, 0, 0.55),
        "darkgreen": (0, 0.39, 0), "darkorange": (1, 0.55, 0), "darkred": (0.55, 0, 0), "deepskyblue": (0, 0.75, 1),
        "dodgerblue": (0.12, 0.56, 1), "firebrick": (0.7, 0.13, 0.13), "gold": (1, 0.84, 0), "goldenrod": (0.85, 0.65, 0.13),
        "hotpink": (1, 0.41, 0.71), "lightblue": (0.68, 0.85, 0.9), "lightgreen": (0.56, 0.93, 0.56), "lime": (0, 1, 0),
        "limegreen": (0.2, 0.8, 0.2), "maroon": (0.5, 0, 0), "navy": (0, 0, 0.5), "olive": (0.5, 0.5, 0),
        "orangered": (1, 0.27, 0), "orchid": (0.85, 0.44, 0.84), "royalblue": (0.25, 0.41, 0.88), "salmon": (0.98, 0.5, 0.45),
        "seagreen": (0.18, 0.55, 0.34), "skyblue": (0.53, 0.81, 0.92), "steelblue": (0.27, 0.51, 0.71), "tomato": (1, 0.39, 0.28),
        "turquoise": (0.25, 0.88, 0.82), "darkgray": (0.66, 0.66, 0.66), "darkgrey": (0.66, 0.66, 0.66),
        "lightgray": (0.83, 0.83, 0.83), "lightgrey": (0.83, 0.83, 0.83), "dimgray": (0.41, 0.41, 0.41),
    ]
}

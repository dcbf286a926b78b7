import CellGrid

/// The palettes of the accented and vibrant rendering modes, derived from a theme's palette.
///
/// Accented follows WidgetKit: views are drawn "as template images", so a color keeps only
/// its hierarchy level (primary, secondary, tertiary) and its opacity, and takes the one color
/// of its group. Vibrant maps each color to a grey of its luminance, between a dark material
/// and near white, as the lock screen does.
extension ColorPalette {
    /// How exact (RGB) colors resolve in a palette.
    public enum ExactColors: Hashable, Sendable {
        /// As given.
        case asGiven
        /// All in one color (an accented group).
        case template(TerminalColor)
        /// A blend from `dark` (black) to `light` (white) by the color's luminance (vibrant).
        case luminance(dark: TerminalColor, light: TerminalColor)

        /// `color` as this rule draws it.
        func map(_ color: TerminalColor) -> TerminalColor {
            switch self {
            case .asGiven: return color
            case let .template(group): return group
            case let .luminance(dark, light): return ColorPalette.mix(light, dark, ColorPalette.luminance(of: color))
            }
        }
    }

    /// Every color in `color`, keeping its hierarchy level and opacity, over `material` (the
    /// widget background): one group of the accented rendering mode.
    public func templated(_ color: TerminalColor, on material: TerminalColor) -> ColorPalette {
        guard usesColor else { return self }
        var palette = self
        palette.primary = color
        palette.secondary = Self.mix(color, material, 0.6)
        palette.tertiary = Self.mix(color, material, 0.35)
        palette.accent = color
        palette.widgetBackground = material
        palette.skeleton = Self.mix(color, material, 0.25)
        palette.system = system.mapValues { _ in color }
        palette.exactColors = .template(color)
        return palette
    }

    /// Every color as a blend from `dark` to `light` by its luminance in this palette: the
    /// vibrant rendering mode.
    public func luminanceMapped(dark: TerminalColor, light: TerminalColor) -> ColorPalette {
        guard usesColor else { return self }
        let rule = ExactColors.luminance(dark: dark, light: light)
        var palette = self
        palette.primary = rule.map(primary)
        palette.secondary = rule.map(secondary)
        palette.tertiary = rule.map(tertiary)
        palette.accent = rule.map(accent)
        palette.widgetBackground = rule.map(widgetBackground)
        palette.skeleton = rule.map(skeleton)
        palette.system = system.mapValues(rule.map)
        palette.exactColors = rule
        return palette
    }

    /// The luma of `color` from 0 (black) to 1 (white), Rec. 601 weights on the encoded
    /// channels (so mid greys stay mid); 1 for the terminal's default color.
    static func luminance(of color: TerminalColor) -> Double {
        guard let (r, g, b) = color.rgbValue else { return 1 }
        return (0.299 * Double(r) + 0.587 * Double(g) + 0.114 * Double(b)) / 255
    }

    /// `top` over `bottom` at `amount` (0: all bottom, 1: all top); `top` when either has no RGB value.
    static func mix(_ top: TerminalColor, _ bottom: TerminalColor, _ amount: Double) -> TerminalColor {
        guard let a = top.rgbValue, let b = bottom.rgbValue else { return top }
        let t = min(1, max(0, amount))
        let channel: (UInt8, UInt8) -> UInt8 = { x, y in UInt8(max(0, min(255, (Double(x) * t + Double(y) * (1 - t)).rounded()))) }
        return .rgb(channel(a.red, b.red), channel(a.green, b.green), channel(a.blue, b.blue))
    }
}

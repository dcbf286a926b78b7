/// Maps archived colors to terminal colors: the semantic slots (primary, secondary, accent,
/// widget background, skeleton) and the named system colors, for one color scheme.
///
/// The home screen's themes fill a palette; ``ColorPalette/dark`` and ``ColorPalette/light``
/// are the built-in defaults, and ``ColorPalette/monochrome`` draws with attributes only.
public struct ColorPalette: Hashable, Sendable {
    /// Whether the palette is light or dark (what views read as `colorScheme`).
    public var colorScheme: ColorScheme
    /// Primary text and glyphs.
    public var primary: TerminalColor
    /// Secondary text (`.secondary` styles, captions).
    public var secondary: TerminalColor
    /// Tertiary text and fills (`.tertiary`, `.quaternary`).
    public var tertiary: TerminalColor
    /// The accent color (`.accentColor`, `.tint`).
    public var accent: TerminalColor
    /// A widget's container background.
    public var widgetBackground: TerminalColor
    /// The color of placeholder skeleton bars.
    public var skeleton: TerminalColor
    /// The named system colors.
    public var system: [SystemColor: TerminalColor]
    /// False for a palette without color: secondary text is dimmed instead of greyed, fills vanish.
    public var usesColor: Bool
    /// How exact (RGB) colors are drawn: as given, except in the palettes of the accented and
    /// vibrant rendering modes (``ColorPalette/templated(_:on:)``,
    /// ``ColorPalette/luminanceMapped(dark:light:)``).
    public var exactColors: ExactColors = .asGiven

    /// A palette of these colors; the system colors default to the standard ones of `colorScheme`.
    public init(
        colorScheme: ColorScheme, primary: TerminalColor, secondary: TerminalColor, tertiary: TerminalColor,
        accent: TerminalColor, widgetBackground: TerminalColor, skeleton: TerminalColor,
        system: [SystemColor: TerminalColor], usesColor: Bool = true
    ) {
        self.colorScheme = colorScheme
        self.primary = primary
        self.secondary = secondary
        self.tertiary = tertiary
        self.accent = accent
        self.widgetBackground = widgetBackground
        self.skeleton = skeleton
        self.system = system
        self.usesColor = usesColor
    }

    static let darkSystem: [SystemColor: TerminalColor] = [
        .red: .rgb(255, 69, 58), .orange: .rgb(255, 159, 10), .yellow: .rgb(255, 214, 10), .green: .rgb(48, 209, 88),
        .mint: .rgb(99, 230, 226), .teal: .rgb(64, 200, 224), .cyan: .rgb(100, 210, 255), .blue: .rgb(10, 132, 255),
        .indigo: .rgb(94, 92, 230), .purple: .rgb(191, 90, 242), .pink: .rgb(255, 55, 95), .brown: .rgb(172, 142, 104),
        .gray: .rgb(142, 142, 147), .black: .rgb(0, 0, 0), .white: .rgb(255, 255, 255),
    ]

    static let lightSystem: [SystemColor: TerminalColor] = [
        .red: .rgb(255, 59, 48), .orange: .rgb(255, 149, 0), .yellow: .rgb(204, 160, 0), .green: .rgb(40, 167, 69),
        .mint: .rgb(0, 199, 190), .teal: .rgb(48, 176, 199), .cyan: .rgb(50, 173, 230), .blue: .rgb(0, 122, 255),
        .indigo: .rgb(88, 86, 214), .purple: .rgb(175, 82, 222), .pink: .rgb(255, 45, 85), .brown: .rgb(162, 132, 94),
        .gray: .rgb(142, 142, 147), .black: .rgb(0, 0, 0), .white: .rgb(255, 255, 255),
    ]

    /// Light text on a dark tile.
    public static let dark = ColorPalette(
        colorScheme: .dark, primary: .rgb(242, 242, 247), secondary: .rgb(152, 152, 159), tertiary: .rgb(99, 99, 102),
        accent: .rgb(10, 132, 255), widgetBackground: .rgb(28, 28, 30), skeleton: .rgb(72, 72, 74), system: darkSystem)

    /// Dark text on a light tile.
    public static let light = ColorPalette(
        colorScheme: .light, primary: .rgb(28, 28, 30), secondary: .rgb(110, 110, 115), tertiary: .rgb(174, 174, 178),
        accent: .rgb(0, 122, 255), widgetBackground: .rgb(255, 255, 255), skeleton: .rgb(209, 209, 214), system: lightSystem)

    /// No color at all: attributes carry every distinction (`NO_COLOR`, `--color never`).
    public static let monochrome = ColorPalette(
        colorScheme: .dark, primary: .default, secondary: .default, tertiary: .default, accent: .default,
        widgetBackground: .default, skeleton: .default, system: [:], usesColor: false)

    /// The built-in palette for `scheme`.
    public static func standard(for scheme: ColorScheme) -> ColorPalette {
        scheme == .dark ? .dark : .light
    }

    /// The terminal color of `value`, blended toward the widget background by its opacity;
    /// nil for a clear color.
    public func resolve(_ value: ColorValue) -> TerminalColor? {
        guard !value.isClear else { return nil }
        guard usesColor else { return .default }
        let base: TerminalColor
        switch value.base {
        case .primary: base = primary
        case .secondary: base = secondary
        case .tertiary, .quaternary: base = tertiary
        case .accent: base = accent
        case .widgetBackground: base = widgetBackground
        case let .system(name): base = system[name] ?? primary
        case let .rgb(r, g, b): base = exactColors.map(.rgb(Self.channel(r), Self.channel(g), Self.channel(b)))
        case .clear: return nil
        }
        guard value.opacity < 1 else { return base }
        return Self.mix(base, widgetBackground, value.opacity)
    }

    /// Attributes that stand in for color where there is none: dim for secondary levels.
    func substituteAttributes(for value: ColorValue?) -> TextAttributes {
        guard !usesColor, let value else { return [] }
        switch value.base {
        case .secondary, .tertiary, .quaternary: return .dim
        default: return value.opacity < 0.75 ? .dim : []
        }
    }

    private static func channel(_ value: Double) -> UInt8 {
        UInt8(max(0, min(255, (value * 255).rounded())))
    }
}

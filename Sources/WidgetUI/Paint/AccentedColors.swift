import CellGrid

/// The colors of the accented rendering mode (a theme's tinted appearance): the accent
/// group's, the default group's, and the material a removed container background leaves.
public struct AccentedColors: Hashable, Sendable {
    /// Views marked `widgetAccentable()`.
    public var accent: TerminalColor
    /// Every other view.
    public var primary: TerminalColor
    /// Behind the content, where the container background was removed.
    public var material: TerminalColor

    /// Colors for the accent group, the default group and the material.
    public init(accent: TerminalColor, primary: TerminalColor, material: TerminalColor) {
        self.accent = accent
        self.primary = primary
        self.material = material
    }

    /// The tinted colors a theme without its own `[tinted]` colors gets: its accent, a white
    /// faintly tinted by it, and a dark glass of it.
    public static func derived(from palette: ColorPalette) -> AccentedColors {
        AccentedColors(
            accent: palette.accent, primary: ColorPalette.mix(.rgb(242, 242, 247), palette.accent, 0.88),
            material: ColorPalette.mix(palette.accent, .rgb(14, 14, 16), 0.22))
    }
}

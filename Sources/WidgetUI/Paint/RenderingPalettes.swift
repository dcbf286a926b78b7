import CellGrid

/// The palettes one render paints with, from its context's rendering mode: the default
/// group's, the accent group's (leaves marked `accentable`), and a kept container
/// background's. In full color all three are the context's palette.
struct RenderingPalettes {
    /// The default group: every leaf not marked accentable.
    let standard: ColorPalette
    /// The accent group (`widgetAccentable()`).
    let accent: ColorPalette
    /// A container background that is not removable, drawn in the accented and vibrant modes:
    /// dimmed toward the material so that the groups stay readable over it.
    let containerBackground: ColorPalette

    /// The near white of vibrant content, and the dark material behind it (the lock screen's).
    static let vibrantLight = TerminalColor.rgb(242, 242, 242)
    static let vibrantDark = TerminalColor.rgb(0, 0, 0)

    init(_ context: RenderContext) {
        let palette = context.palette
        switch context.renderingMode {
        case .accented:
            let colors = context.accentedColors
            standard = palette.templated(colors.primary, on: colors.material)
            accent = palette.templated(colors.accent, on: colors.material)
            containerBackground = palette.luminanceMapped(
                dark: colors.material, light: ColorPalette.mix(colors.primary, colors.material, 0.35))
        case .vibrant:
            // The lock screen is dark: a light theme's dark text would vanish, so vibrant
            // starts from a dark palette.
            let source = palette.colorScheme == .dark || !palette.usesColor ? palette : .dark
            standard = source.luminanceMapped(dark: Self.vibrantDark, light: Self.vibrantLight)
            accent = standard
            containerBackground = source.luminanceMapped(
                dark: Self.vibrantDark, light: ColorPalette.mix(Self.vibrantLight, Self.vibrantDark, 0.35))
        default:
            (standard, accent, containerBackground) = (palette, palette, palette)
        }
    }

    /// The palette of a leaf.
    func palette(accentable: Bool) -> ColorPalette { accentable ? accent : standard }
}

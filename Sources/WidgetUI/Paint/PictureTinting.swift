import CellGrid

/// What a picture looks like in the accented (tinted) and vibrant rendering modes, from its
/// image's `widgetAccentedRenderingMode`:
///
/// | mode | accented | vibrant |
/// |---|---|---|
/// | `fullColor` | its own colors | its own colors |
/// | `accented` | every visible pixel in the accent tint (a template) | grays of its luminance |
/// | `accentedDesaturated` | its luminance from the material to the accent tint | grays |
/// | `desaturated` | its luminance from the material to the primary tint | grays |
/// | none given | as `desaturated` (as `accentedDesaturated` inside `widgetAccentable()`) | grays |
///
/// Transparency is kept in every mode. In full color nothing changes.
enum PictureTinting {
    /// The pixels `picture` is drawn with under `context`'s rendering mode.
    static func tinted(
        _ picture: Picture, mode: WidgetAccentedRenderingMode?, accentable: Bool, context: RenderContext
    ) -> Picture {
        switch context.renderingMode {
        case .accented:
            let colors = context.accentedColors
            switch mode ?? (accentable ? .accentedDesaturated : .desaturated) {
            case .fullColor: return picture
            case .accented: return map(picture) { _ in colors.accent.rgbValue }
            case .accentedDesaturated: return ramp(picture, from: colors.material, to: colors.accent)
            case .desaturated: return ramp(picture, from: colors.material, to: colors.primary)
            }
        case .vibrant:
            if mode == .fullColor { return picture }
            return ramp(picture, from: RenderingPalettes.vibrantDark, to: RenderingPalettes.vibrantLight)
        default:
            return picture
        }
    }

    /// Each pixel a blend from `dark` to `light` by its luminance.
    private static func ramp(_ picture: Picture, from dark: TerminalColor, to light: TerminalColor) -> Picture {
        map(picture) { pixel in
            // The luminance colors are mapped by, so a picture and a fill of one color agree.
            let luminance = ColorPalette.luminance(of: .rgb(pixel.red, pixel.green, pixel.blue))
            return ColorPalette.mix(light, dark, luminance).rgbValue
        }
    }

    /// Replaces each pixel's color with `color(pixel)`, keeping its alpha; a nil color keeps it.
    private static func map(
        _ picture: Picture, _ color: ((red: UInt8, green: UInt8, blue: UInt8)) -> (red: UInt8, green: UInt8, blue: UInt8)?
    ) -> Picture {
        var bytes = picture.rgba
        var index = 0
        while index + 3 < bytes.count {
            if let new = color((bytes[index], bytes[index + 1], bytes[index + 2])) {
                bytes[index] = new.red
                bytes[index + 1] = new.green
                bytes[index + 2] = new.blue
            }
            index += 4
        }
        return Picture(width: picture.width, height: picture.height, rgba: bytes) ?? picture
    }
}

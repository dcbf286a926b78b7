import Archive

/// How an image is drawn when the home screen is tinted (WidgetKit's iOS 18
/// `WidgetAccentedRenderingMode`), set with `Image.widgetAccentedRenderingMode(_:)`. It is
/// recorded in the archive's image node for the accented appearance to apply.
public enum WidgetAccentedRenderingMode: String, Hashable, Sendable, CaseIterable, ArchiveNamed {
    /// Tinted with the accent color, as accentable content.
    case accented
    /// Drawn in grays.
    case desaturated
    /// Drawn in grays, then tinted with the accent color.
    case accentedDesaturated
    /// In its own colors, untinted.
    case fullColor
}

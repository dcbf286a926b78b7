import CellGrid
import WidgetUI

/// A home screen theme: the palette widgets are drawn with, the wallpaper (a color, or a
/// vertical gradient from `wallpaper` to `wallpaperBottom`) and the markers' colors.
public struct Theme: Equatable, Sendable {
    /// The name `--theme` and `t` select it by.
    public var name: String
    /// The colors widgets are drawn with; its color scheme reaches widgets' environment.
    public var palette: ColorPalette
    /// The wallpaper's color at the top.
    public var wallpaper: TerminalColor
    /// The wallpaper's color at the bottom; nil for a plain wallpaper.
    public var wallpaperBottom: TerminalColor?
    /// The marker on a widget whose last reload failed.
    public var failureMarker: TerminalColor
    /// The marker on a widget whose content is stale.
    public var staleMarker: TerminalColor
    /// The colors of the tinted appearance (`T`): the accent group's, the default group's and
    /// the material behind widgets whose background is removed (the `[tinted]` table, else
    /// derived from the accent).
    public var tinted: AccentedColors
    /// Where it was loaded from (nil for built-in defaults).
    public var file: String?
    /// The name of the theme of the other color scheme (`variant` in its file): what
    /// `theme_mode` and a terminal's background switch to (nil: none, the theme stays).
    public var variant: String?

    public init(
        name: String, palette: ColorPalette, wallpaper: TerminalColor, wallpaperBottom: TerminalColor? = nil,
        failureMarker: TerminalColor, staleMarker: TerminalColor, tinted: AccentedColors? = nil, file: String? = nil
    ) {
        self.name = name
        self.palette = palette
        self.wallpaper = wallpaper
        self.wallpaperBottom = wallpaperBottom
        self.failureMarker = failureMarker
        self.staleMarker = staleMarker
        self.tinted = tinted ?? .derived(from: palette)
        self.file = file
    }

    /// The theme of `themes` to draw with when `scheme` is wanted: this one when it is of that
    /// scheme, else its ``variant`` when that is of the scheme, else this one (nil: this one).
    public func index(for scheme: ColorScheme, in themes: [Theme]) -> Int? {
        guard palette.colorScheme != scheme, let variant,
            let index = themes.firstIndex(where: { $0.name == variant && $0.palette.colorScheme == scheme })
        else { return nil }
        return index
    }

    /// The dark theme built into the code, used when no theme file can be read.
    public static let fallback = Theme(
        name: "dark", palette: .dark, wallpaper: .rgb(0, 0, 0),
        failureMarker: .rgb(255, 69, 58), staleMarker: .rgb(255, 214, 10))

    /// The theme without color: attributes carry every distinction.
    public static let monochrome = Theme(
        name: "monochrome", palette: .monochrome, wallpaper: .default,
        failureMarker: .default, staleMarker: .default)
}
